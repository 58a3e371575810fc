import UIKit

protocol TableOrdersViewInput: AnyObject {
    func show(rows: [String])
}

final class TableOrdersViewController: UITableViewController, TableOrdersViewInput {
    var presenter: TableOrdersPresenter!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My plates"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Order")
        presenter.viewDidLoad()
    }

    func show(rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Order", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class TableOrdersPresenter {
    weak var view: TableOrdersViewInput?

    func viewDidLoad() {
        view?.show(rows: ["Red plate × 2", "Green plate × 1", "Miso soup"])
    }
}

enum TableOrdersBuilder {
    static func build() -> UIViewController {
        let view = TableOrdersViewController(style: .insetGrouped)
        let presenter = TableOrdersPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
