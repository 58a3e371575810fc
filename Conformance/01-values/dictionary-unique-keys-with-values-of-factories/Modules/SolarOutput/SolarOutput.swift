import UIKit

final class SolarOutputViewController: UIViewController {
    var presenter: SolarOutputPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Solar"
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.text = presenter.summary
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(summaryLabel)
    }
}

final class SolarOutputPresenter {
    private let interactor = SolarOutputInteractor()

    var summary: String {
        let today = interactor.generatedToday()
        return String(format: "%.1f kWh generated today\nPeak at 13:10", today)
    }
}

final class SolarOutputInteractor {
    func generatedToday() -> Double {
        [0.2, 1.1, 2.8, 3.4, 2.9, 1.0].reduce(0, +)
    }
}

enum SolarOutputBuilder {
    static func build() -> UIViewController {
        let view = SolarOutputViewController()
        view.presenter = SolarOutputPresenter()
        return view
    }
}
