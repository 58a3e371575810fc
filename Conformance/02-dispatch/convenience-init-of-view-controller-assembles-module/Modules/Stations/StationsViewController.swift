import UIKit

protocol StationsView: AnyObject {
    func show(stations: [String])
}

final class StationsViewController: UITableViewController, StationsView {
    private var presenter: StationsPresenter!
    private var names: [String] = []

    convenience init(region: String) {
        self.init(style: .insetGrouped)
        let router = StationsRouter()
        presenter = StationsPresenter(region: region, router: router)
        presenter.view = self
        router.viewController = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Station")
        title = presenter.title
        presenter.viewDidLoad()
    }

    func show(stations: [String]) {
        names = stations
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Station", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectStation(at: indexPath.row)
    }
}
