import UIKit

final class SessionHistoryViewController: UITableViewController {
    var presenter: SessionHistoryPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Past sessions"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Session")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Session", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class SessionHistoryPresenter {
    let rows = [
        "Zone 4021 · 1 h 20 min · €10.00",
        "Zone 4180 · 3 h 05 min · €15.42"
    ]
}

enum SessionHistoryFactory {
    static func make() -> UIViewController {
        let view = SessionHistoryViewController(style: .insetGrouped)
        view.presenter = SessionHistoryPresenter()
        return view
    }
}
