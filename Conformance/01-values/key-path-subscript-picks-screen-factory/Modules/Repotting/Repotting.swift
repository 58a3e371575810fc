import UIKit

final class RepottingViewController: UIViewController {
    var presenter: RepottingPresenter!
    private let stepsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Repot \(presenter.plantName)"
        stepsLabel.numberOfLines = 0
        stepsLabel.text = presenter.steps
        stepsLabel.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(stepsLabel)
    }
}

final class RepottingPresenter {
    private let plant: Plant

    init(plant: Plant) {
        self.plant = plant
    }

    var plantName: String { plant.name }

    var steps: String {
        "Move to a \(plant.potDiameter + 4) cm pot.\nLoosen the roots and use a chunky aroid mix."
    }
}

enum RepottingConfigurator {
    static func configure(plant: Plant) -> UIViewController {
        let view = RepottingViewController()
        view.presenter = RepottingPresenter(plant: plant)
        return view
    }
}
