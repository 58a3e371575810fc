import UIKit

// MARK: - View

final class ForecastViewController: UITableViewController {

    var presenter: ForecastPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Next 5 days"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.days.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = presenter.days[indexPath.row].day
        cell.detailTextLabel?.text = presenter.days[indexPath.row].summary
        return cell
    }
}

// MARK: - Presenter

final class ForecastPresenter {

    let days: [(day: String, summary: String)] = [
        ("Mon", "☀️ 21° / 12°"), ("Tue", "🌦 18° / 11°"), ("Wed", "🌧 15° / 10°"),
        ("Thu", "⛅️ 17° / 9°"), ("Fri", "☀️ 22° / 13°")
    ]
}

// MARK: - Configurator

final class ForecastModuleConfigurator {

    func configuredViewController() -> UIViewController {
        let view = ForecastViewController(style: .insetGrouped)
        view.presenter = ForecastPresenter()
        return view
    }
}
