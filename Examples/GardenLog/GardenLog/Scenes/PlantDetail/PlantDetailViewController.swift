import UIKit
import Kingfisher

protocol PlantDetailDisplayLogic: AnyObject {
    func displayPlant(viewModel: PlantDetail.Load.ViewModel)
    func displayError(message: String)
}

/// Shows one plant's photo, species and watering dates, with a Water button and a link to its watering schedule.
/// Its configure() method wires up the scene's interactor, presenter and router.
final class PlantDetailViewController: UIViewController {
    var interactor: (PlantDetailBusinessLogic & PlantDetailDataStore)?
    var router: (NSObjectProtocol & PlantDetailRoutingLogic & PlantDetailDataPassing)?

    private let photoView = UIImageView()
    private let speciesLabel = UILabel()
    private let lastWateredLabel = UILabel()
    private let nextWateringLabel = UILabel()
    private let scheduleButton = UIButton(type: .system)

    static func configure() -> PlantDetailViewController {
        let viewController = PlantDetailViewController()
        viewController.setup()
        return viewController
    }

    private func setup() {
        let viewController = self
        let interactor = PlantDetailInteractor()
        let presenter = PlantDetailPresenter()
        let router = PlantDetailRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        scheduleButton.setTitle("Watering schedule", for: .normal)
        scheduleButton.addTarget(self, action: #selector(scheduleTapped), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Water", style: .done, target: self, action: #selector(waterTapped))
        let stack = UIStackView(arrangedSubviews: [photoView, speciesLabel, lastWateredLabel, nextWateringLabel, scheduleButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 100)
        view.addSubview(stack)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        interactor?.loadPlant(request: PlantDetail.Load.Request())
    }

    @objc private func waterTapped() {
        interactor?.waterNow(request: PlantDetail.WaterNow.Request(date: Date()))
    }

    @objc private func scheduleTapped() {
        router?.routeToWateringSchedule()
    }
}

extension PlantDetailViewController: PlantDetailDisplayLogic {
    func displayPlant(viewModel: PlantDetail.Load.ViewModel) {
        title = viewModel.title
        speciesLabel.text = viewModel.species
        lastWateredLabel.text = viewModel.lastWateredText
        nextWateringLabel.text = viewModel.nextWateringText
        photoView.kf.setImage(with: viewModel.photoURL, placeholder: UIImage(systemName: "leaf"))
    }

    func displayError(message: String) {
        let alert = UIAlertController(title: "Oops", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
