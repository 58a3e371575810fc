import UIKit

final class DiveSitesViewController: UITableViewController {

    var presenter: DiveSitesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sites"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Site")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.sites.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Site", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.sites[indexPath.row].name
        content.secondaryText = presenter.sites[indexPath.row].region
        cell.contentConfiguration = content
        return cell
    }
}

final class DiveSitesPresenter {

    let sites: [DiveSite]

    init(store: DiveStore) {
        sites = store.sites.sorted { $0.region < $1.region }
    }
}

struct DiveSitesBuilder: TabModuleBuilding {

    let store: DiveStore

    var title: String { "Sites" }
    var symbolName: String { "map" }

    func build() -> UIViewController {
        let view = DiveSitesViewController(style: .plain)
        view.presenter = DiveSitesPresenter(store: store)
        return view
    }
}
