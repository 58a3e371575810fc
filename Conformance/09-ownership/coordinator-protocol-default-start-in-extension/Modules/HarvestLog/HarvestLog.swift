import UIKit

// MARK: - View

final class HarvestLogViewController: UITableViewController {
    var presenter: HarvestLogPresenter!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Harvests"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "HarvestCell")
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
        let cell = tableView.dequeueReusableCell(withIdentifier: "HarvestCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

// MARK: - Presenter

final class HarvestLogPresenter {
    weak var view: HarvestLogViewController?
    private let store: AllotmentStore

    init(store: AllotmentStore) {
        self.store = store
    }

    func viewDidLoad() {
        view?.show(rows: store.harvests.map {
            "\($0.date.formatted(date: .abbreviated, time: .omitted)) · \($0.crop) · \($0.kilograms) kg"
        })
    }
}

// MARK: - Builder

enum HarvestLogBuilder {
    static func build(store: AllotmentStore) -> UIViewController {
        let view = HarvestLogViewController(style: .plain)
        let presenter = HarvestLogPresenter(store: store)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
