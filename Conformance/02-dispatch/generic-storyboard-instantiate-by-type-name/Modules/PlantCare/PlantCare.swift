import UIKit

final class PlantCareViewController: UIViewController {
    @IBOutlet private weak var latinNameLabel: UILabel!
    @IBOutlet private weak var careLabel: UILabel!
    var presenter: PlantCarePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        latinNameLabel.text = presenter.latinName
        careLabel.text = presenter.careSummary
    }
}

final class PlantCarePresenter {
    private let plant: Plant

    init(plant: Plant) {
        self.plant = plant
    }

    var title: String { plant.commonName }
    var latinName: String { plant.latinName }
    var careSummary: String { "Water every \(plant.waterEveryDays) days. Light: \(plant.light)." }
}

enum PlantCareBuilder {
    static func build(plant: Plant) -> UIViewController {
        let view: PlantCareViewController = UIStoryboard.garden.instantiate()
        view.presenter = PlantCarePresenter(plant: plant)
        return view
    }
}
