import UIKit

protocol PlantsViewInput: AnyObject {
    func show(rows: [String])
}

final class PlantsViewController: UITableViewController, PlantsViewInput {
    var presenter: PlantsPresenter!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
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
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class PlantsPresenter {
    weak var view: PlantsViewInput?

    func viewDidLoad() {
        view?.show(rows: ["Tomato – Sungold", "Basil", "Lavender"])
    }
}

enum PlantsBuilder {
    static func build() -> UIViewController {
        let view = PlantsViewController(style: .insetGrouped)
        let presenter = PlantsPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
