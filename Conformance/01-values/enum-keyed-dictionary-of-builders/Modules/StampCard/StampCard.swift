import UIKit

protocol StampCardViewInput: AnyObject {
    func show(rows: [String])
}

final class StampCardViewController: UITableViewController, StampCardViewInput {
    var presenter: StampCardPresenter!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stamp card"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Stamp")
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
        let cell = tableView.dequeueReusableCell(withIdentifier: "Stamp", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class StampCardPresenter {
    weak var view: StampCardViewInput?

    func viewDidLoad() {
        view?.show(rows: ["7 of 10 stamps", "Next reward: free gold plate"])
    }
}

enum StampCardBuilder {
    static func build() -> UIViewController {
        let view = StampCardViewController(style: .insetGrouped)
        let presenter = StampCardPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
