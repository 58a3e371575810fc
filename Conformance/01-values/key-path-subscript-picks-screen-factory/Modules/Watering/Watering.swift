import UIKit

final class WateringViewController: UIViewController {
    var presenter: WateringPresenter!
    private let adviceLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        adviceLabel.numberOfLines = 0
        adviceLabel.text = presenter.advice
        adviceLabel.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(adviceLabel)
    }
}

final class WateringPresenter {
    private let plant: Plant

    init(plant: Plant) {
        self.plant = plant
    }

    var title: String { "Water \(plant.name)" }

    var advice: String {
        let days = Int(Date().timeIntervalSince(plant.lastWatered) / 86_400)
        return "Last watered \(days) day(s) ago. Water until it drains, then empty the saucer."
    }
}

enum WateringConfigurator {
    static func configure(plant: Plant) -> UIViewController {
        let view = WateringViewController()
        view.presenter = WateringPresenter(plant: plant)
        return view
    }
}
