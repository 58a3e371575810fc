import UIKit

// MARK: - View

protocol PlantDetailViewInput: AnyObject {
    func show(name: String, lastWatered: String)
}

final class PlantDetailViewController: UIViewController, PlantDetailViewInput {
    var presenter: PlantDetailPresenter!
    private let wateredLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        wateredLabel.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(wateredLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "drop"),
            style: .plain,
            target: self,
            action: #selector(waterTapped)
        )
        presenter.viewDidLoad()
    }

    @objc private func waterTapped() {
        presenter.didTapWater()
    }

    func show(name: String, lastWatered: String) {
        title = name
        wateredLabel.text = lastWatered
    }
}

// MARK: - Presenter

final class PlantDetailPresenter {
    weak var view: PlantDetailViewInput?
    var interactor: PlantDetailInteractor!
    var router: PlantDetailRouter!

    func viewDidLoad() {
        render()
    }

    func didTapWater() {
        router.confirmWatering(plantName: interactor.plant.name) { [weak self] in
            self?.interactor.markWatered()
            self?.render()
        }
    }

    private func render() {
        let text = interactor.plant.lastWatered.map {
            "Last watered \(DateFormatter.localizedString(from: $0, dateStyle: .medium, timeStyle: .short))"
        } ?? "Never watered"
        view?.show(name: interactor.plant.name, lastWatered: text)
    }
}

// MARK: - Interactor

final class PlantDetailInteractor {
    private(set) var plant: Plant

    init(plant: Plant) {
        self.plant = plant
    }

    func markWatered() {
        plant.lastWatered = Date()
    }
}

// MARK: - Router

final class PlantDetailRouter {
    weak var viewController: UIViewController?

    func confirmWatering(plantName: String, onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(
            title: "Water \(plantName)?",
            message: "We'll remind you again in a few days.",
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Water", style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}

// MARK: - Builder

enum PlantDetailBuilder {
    static func build(plant: Plant) -> UIViewController {
        let view = PlantDetailViewController()
        let presenter = PlantDetailPresenter()
        let router = PlantDetailRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = PlantDetailInteractor(plant: plant)
        presenter.router = router
        router.viewController = view
        return view
    }
}
