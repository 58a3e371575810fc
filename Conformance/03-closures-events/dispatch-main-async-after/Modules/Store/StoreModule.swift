import UIKit

final class StoreViewController: UITableViewController {

    var presenter: StorePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Bookstore"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "BookCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class StorePresenter {

    let titles = ["The Remains of the Day", "Piranesi", "A Gentleman in Moscow"]
}

enum StoreBuilder {

    static func build() -> UIViewController {
        let view = StoreViewController()
        view.presenter = StorePresenter()
        return view
    }
}
