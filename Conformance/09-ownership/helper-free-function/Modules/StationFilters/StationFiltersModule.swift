import UIKit

final class StationFiltersViewController: UITableViewController {

    var presenter: StationFiltersPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FilterCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FilterCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.options[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class StationFiltersPresenter {

    let options = ["Fast chargers only", "Free plugs now", "CCS", "Type 2"]
}

enum StationFiltersBuilder {

    static func build() -> UIViewController {
        let view = StationFiltersViewController()
        view.presenter = StationFiltersPresenter()
        return view
    }
}
