import UIKit

protocol WeatherAlertsViewInput: AnyObject {
    func show(alerts: [String])
}

final class WeatherAlertsViewController: UITableViewController, WeatherAlertsViewInput {
    var presenter: WeatherAlertsPresenter!
    private var alerts: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Alert")
        presenter.viewDidLoad()
    }

    func show(alerts: [String]) {
        self.alerts = alerts
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        alerts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Alert", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = alerts[indexPath.row]
        content.image = UIImage(systemName: "exclamationmark.triangle")
        cell.contentConfiguration = content
        return cell
    }
}

final class WeatherAlertsPresenter {
    weak var view: WeatherAlertsViewInput?
    private let alerts: [String]

    init(alerts: [String]) {
        self.alerts = alerts
    }

    func viewDidLoad() {
        view?.show(alerts: alerts)
    }
}

enum WeatherAlertsBuilder {
    static func build(alerts: [String]) -> UIViewController {
        let view = WeatherAlertsViewController(style: .insetGrouped)
        let presenter = WeatherAlertsPresenter(alerts: alerts)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
