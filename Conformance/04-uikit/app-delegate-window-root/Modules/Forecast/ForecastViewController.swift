import UIKit

protocol ForecastViewProtocol: AnyObject {
    func render(_ days: [DailyForecast])
}

final class ForecastViewController: UITableViewController, ForecastViewProtocol {
    var presenter: ForecastPresenterProtocol!
    private var days: [DailyForecast] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "map"),
            style: .plain,
            target: self,
            action: #selector(radarTapped)
        )
        presenter.viewDidLoad()
    }

    @objc private func radarTapped() {
        presenter.didTapRadar()
    }

    func render(_ days: [DailyForecast]) {
        self.days = days
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        days.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = days[indexPath.row].weekday
        cell.detailTextLabel?.text = "\(days[indexPath.row].high)° / \(days[indexPath.row].low)°"
        return cell
    }
}
