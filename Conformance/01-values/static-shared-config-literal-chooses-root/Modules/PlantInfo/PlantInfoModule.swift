import UIKit

final class PlantInfoViewController: UIViewController {

    var presenter: PlantInfoPresenter!
    private let detailLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        detailLabel.numberOfLines = 0
        detailLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(detailLabel)
        presenter.load { [weak self] title, text in
            self?.title = title
            self?.detailLabel.text = text
        }
    }
}

final class PlantInfoPresenter {

    private let plantID: String
    private let api: GardenAPI

    init(plantID: String, api: GardenAPI) {
        self.plantID = plantID
        self.api = api
    }

    func load(_ display: @escaping (String, String) -> Void) {
        api.plant(id: plantID) { plant in
            guard let plant else { return }
            display(plant.commonName, "\(plant.latinName)\nFlowers: \(plant.flowering)")
        }
    }
}

enum PlantInfoBuilder {

    static func build(plantID: String) -> UIViewController {
        let view = PlantInfoViewController()
        view.presenter = PlantInfoPresenter(plantID: plantID, api: .shared)
        return view
    }
}
