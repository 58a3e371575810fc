import UIKit

final class GearViewController: UITableViewController {

    var presenter: GearPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gear"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Gear")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Gear", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.items[indexPath.row].name
        content.secondaryText = "Service due \(presenter.items[indexPath.row].nextServiceDue)"
        cell.contentConfiguration = content
        return cell
    }
}

final class GearPresenter {

    let items: [GearItem]

    init(items: [GearItem]) {
        self.items = items
    }
}

struct GearBuilder: TabModuleBuilding {

    let store: DiveStore

    var title: String { "Gear" }
    var symbolName: String { "wrench.and.screwdriver" }

    func build() -> UIViewController {
        let view = GearViewController(style: .insetGrouped)
        view.presenter = GearPresenter(items: store.gear)
        return view
    }
}
