import UIKit

protocol ConveyorMenuViewInput: AnyObject {
    func show(rows: [String])
}

final class ConveyorMenuViewController: UITableViewController, ConveyorMenuViewInput {
    var presenter: ConveyorMenuPresenter!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plates on the belt"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Menu")
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
        let cell = tableView.dequeueReusableCell(withIdentifier: "Menu", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class ConveyorMenuPresenter {
    weak var view: ConveyorMenuViewInput?

    func viewDidLoad() {
        view?.show(rows: ["Salmon nigiri · 2 pieces", "Tamago · 2 pieces", "Kappa maki · 6 pieces"])
    }
}

enum ConveyorMenuBuilder {
    static func build() -> UIViewController {
        let view = ConveyorMenuViewController(style: .insetGrouped)
        let presenter = ConveyorMenuPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
