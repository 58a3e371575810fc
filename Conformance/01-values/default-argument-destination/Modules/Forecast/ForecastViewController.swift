import UIKit

final class ForecastViewController: UIViewController {
    var output: ForecastPresenter?
    private let todayCard = UIControl()
    private let weekCard = UIControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Forecast"
        view.backgroundColor = .systemTeal
        todayCard.addTarget(self, action: #selector(todayTapped), for: .touchUpInside)
        weekCard.addTarget(self, action: #selector(weekTapped), for: .touchUpInside)
        view.addSubview(todayCard)
        view.addSubview(weekCard)
        output?.viewDidLoad()
    }

    func show(city: String, temperature: String) {
        navigationItem.prompt = "\(city) \(temperature)"
    }

    @objc private func todayTapped() {
        output?.didTapTodayCard()
    }

    @objc private func weekTapped() {
        output?.didTapWeekCard()
    }
}
