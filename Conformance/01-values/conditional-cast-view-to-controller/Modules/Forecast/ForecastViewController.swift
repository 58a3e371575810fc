import UIKit

protocol ForecastViewInput: AnyObject {
    func show(summary: String, alertCount: Int)
}

final class ForecastViewController: UIViewController, ForecastViewInput {
    var output: ForecastViewOutput!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Forecast"
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(summaryLabel)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Radar", style: .plain, target: self, action: #selector(radarTapped))
        output.viewDidLoad()
    }

    func show(summary: String, alertCount: Int) {
        summaryLabel.text = summary
        navigationItem.rightBarButtonItem = alertCount > 0
            ? UIBarButtonItem(title: "Alerts (\(alertCount))", style: .plain, target: self, action: #selector(alertsTapped))
            : nil
    }

    @objc private func alertsTapped() {
        output.didTapAlerts()
    }

    @objc private func radarTapped() {
        output.didTapRadar()
    }
}
