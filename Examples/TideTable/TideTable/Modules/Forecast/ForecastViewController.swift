import UIKit

/// Shows today's tide readings, one line per tide with its time and height.
final class ForecastViewController: UIViewController, ForecastViewInput {
    var output: ForecastViewOutput?
    private let tableLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Forecast"
        view.addSubview(tableLabel)
        output?.viewDidLoad()
    }

    func show(readings: [TideReading]) {
        tableLabel.text = readings.map { "\($0.time): \($0.heightMeters) m" }.joined(separator: "\n")
    }
}
