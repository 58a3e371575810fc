import UIKit

final class WateringScheduleViewController: UIViewController {

    var presenter: WateringSchedulePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: view.bounds.insetBy(dx: 16, dy: 16))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.numberOfLines = 0
        label.text = presenter.nextRuns.joined(separator: "\n")
        view.addSubview(label)
    }
}

final class WateringSchedulePresenter {
    let nextRuns = ["Tomorrow 06:30 · 12 min", "Friday 06:30 · 12 min"]
}

enum WateringScheduleBuilder {

    static func build() -> UIViewController {
        let view = WateringScheduleViewController()
        view.presenter = WateringSchedulePresenter()
        return view
    }
}
