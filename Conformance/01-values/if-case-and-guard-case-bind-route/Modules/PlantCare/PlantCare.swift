import UIKit

final class PlantCareViewController: UIViewController {
    var presenter: PlantCarePresenter!
    private let tipsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
        tipsLabel.numberOfLines = 0
        tipsLabel.text = presenter.careTips
        view.addSubview(tipsLabel)
        title = presenter.plantID
    }
}

final class PlantCarePresenter {
    let plantID: String

    init(plantID: String) {
        self.plantID = plantID
    }

    var careTips: String {
        "Bright, indirect light. Let the top 2 cm of soil dry out between waterings."
    }
}

enum PlantCareBuilder {
    static func build(plantID: String) -> UIViewController {
        let view = PlantCareViewController()
        view.presenter = PlantCarePresenter(plantID: plantID)
        return view
    }
}
