import UIKit

final class PlantProfileViewController: UIViewController {

    var presenter: PlantProfilePresenter!
    private let detailsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.plant.commonName
        detailsLabel.numberOfLines = 0
        detailsLabel.frame = view.bounds.insetBy(dx: 20, dy: 160)
        detailsLabel.text = presenter.details
        view.addSubview(detailsLabel)
    }
}

final class PlantProfilePresenter {

    let plant: Plant

    init(plant: Plant) {
        self.plant = plant
    }

    var details: String {
        "\(plant.latinName)\nWater every \(plant.wateringDays) days"
    }
}

enum PlantProfileBuilder {

    static func build(plant: Plant) -> UIViewController {
        let view = PlantProfileViewController()
        view.presenter = PlantProfilePresenter(plant: plant)
        return view
    }
}
