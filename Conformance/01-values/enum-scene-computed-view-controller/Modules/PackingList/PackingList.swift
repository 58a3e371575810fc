import UIKit

final class PackingListViewController: UITableViewController {
    var presenter: PackingListPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Packing"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ItemCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class PackingListPresenter {
    let items: [String]

    init(nights: Int) {
        items = [
            "\(nights + 1) pairs of socks",
            "\(max(2, nights / 2)) shirts",
            "Rain jacket",
            "Travel adapter (type F)"
        ]
    }
}

enum PackingListBuilder {
    static func build(nights: Int) -> UIViewController {
        let view = PackingListViewController(style: .insetGrouped)
        view.presenter = PackingListPresenter(nights: nights)
        return view
    }
}
