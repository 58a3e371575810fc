import UIKit

final class ConditionsViewController: UIViewController {

    var presenter: ConditionsPresenter!
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Conditions"
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.frame = view.bounds.insetBy(dx: 20, dy: 160)
        label.text = presenter.summary
        view.addSubview(label)
    }
}

final class ConditionsPresenter {

    var summary: String {
        "Summit 4 °C, wind 30 km/h\nSnow above 1,800 m"
    }
}

enum ConditionsBuilder {

    static func build() -> UIViewController {
        let view = ConditionsViewController()
        view.presenter = ConditionsPresenter()
        return view
    }
}
