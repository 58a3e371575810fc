import UIKit

final class TrailsViewController: UITableViewController {

    var presenter: TrailsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TrailCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.trails.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TrailCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.trails[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class TrailsPresenter {

    let trails = ["Ridge loop · 11 km", "Waterfall path · 6 km", "Old quarry · 9 km"]
}

enum TrailsBuilder {

    static func build() -> UIViewController {
        let view = TrailsViewController()
        view.presenter = TrailsPresenter()
        return view
    }
}
