import UIKit

final class TrainingHistoryViewController: UITableViewController {

    var presenter: TrainingHistoryPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "History"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SessionCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.sessions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SessionCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.sessions[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class TrainingHistoryPresenter {
    let sessions = ["Mon · 8.2 km run", "Wed · 41 km ride", "Sat · 1.5 km swim"]
}

enum TrainingHistoryBuilder {

    static func build() -> UIViewController {
        let view = TrainingHistoryViewController(style: .plain)
        view.presenter = TrainingHistoryPresenter()
        return view
    }
}
