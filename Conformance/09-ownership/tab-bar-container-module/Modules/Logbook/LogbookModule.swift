import UIKit

final class LogbookViewController: UITableViewController {

    var presenter: LogbookPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Logbook"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "HikeCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.hikes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "HikeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.hikes[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class LogbookPresenter {

    let hikes = ["12 May · Ridge loop", "3 May · Old quarry"]
}

enum LogbookBuilder {

    static func build() -> UIViewController {
        let view = LogbookViewController()
        view.presenter = LogbookPresenter()
        return view
    }
}
