import UIKit

protocol WateringCalendarViewInput: AnyObject {
    func show(rows: [String])
}

final class WateringCalendarViewController: UITableViewController, WateringCalendarViewInput {
    var presenter: WateringCalendarPresenter!
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

final class WateringCalendarPresenter {
    weak var view: WateringCalendarViewInput?

    func viewDidLoad() {
        view?.show(rows: ["Mon: tomatoes", "Wed: basil", "Sat: everything"])
    }
}

enum WateringCalendarBuilder {
    static func build() -> UIViewController {
        let view = WateringCalendarViewController(style: .insetGrouped)
        let presenter = WateringCalendarPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
