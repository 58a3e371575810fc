import UIKit

final class PlantCareViewController: UIViewController {

    var presenter: PlantCarePresenter!
    private let tipsLabel = UILabel()
    private let waterButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        tipsLabel.numberOfLines = 0
        tipsLabel.text = presenter.tips
        waterButton.setTitle("Mark as watered", for: .normal)
        waterButton.addTarget(self, action: #selector(waterTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [tipsLabel, waterButton])
        stack.axis = .vertical
        stack.spacing = 20
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stack)
    }

    @objc private func waterTapped() {
        presenter.didTapWatered()
        waterButton.isEnabled = false
        waterButton.setTitle("Watered 💧", for: .normal)
    }
}

final class PlantCarePresenter {

    private let plant: Plant
    private let store: PlantStore

    init(plant: Plant, store: PlantStore = .shared) {
        self.plant = plant
        self.store = store
    }

    var title: String { plant.name }

    var tips: String {
        let days = Int(plant.wateringInterval / 86_400)
        return "Grows in \(plant.bed). Water every \(days) day(s), early in the morning, at the roots."
    }

    func didTapWatered() {
        store.markWatered(plant)
    }
}

enum PlantCareBuilder {

    static func build(plant: Plant) -> UIViewController {
        let view = PlantCareViewController()
        view.presenter = PlantCarePresenter(plant: plant)
        return view
    }
}
