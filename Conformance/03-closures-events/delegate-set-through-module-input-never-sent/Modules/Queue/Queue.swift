import UIKit

final class QueueViewController: UITableViewController {

    var presenter: QueuePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Up next"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "QueueCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "QueueCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class QueuePresenter {

    let titles = ["Fermentation Myths", "The Rye Episode", "Q&A: Starters"]
}

enum QueueBuilder {

    static func build() -> UIViewController {
        let view = QueueViewController()
        view.presenter = QueuePresenter()
        return view
    }
}
