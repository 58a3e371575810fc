import UIKit

protocol ShoppingListViewInput: AnyObject {
    func show(items: [String])
}

final class ShoppingListViewController: UITableViewController, ShoppingListViewInput {
    var presenter: ShoppingListPresenter!
    private var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        presenter.viewDidLoad()
    }

    func show(items: [String]) {
        self.items = items
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class ShoppingListPresenter {
    weak var view: ShoppingListViewInput?
    private let items: [String]

    init(items: [String]) {
        self.items = items
    }

    func viewDidLoad() {
        view?.show(items: items)
    }
}

enum ShoppingListBuilder {
    static func build(items: [String]) -> UIViewController {
        let view = ShoppingListViewController(style: .plain)
        let presenter = ShoppingListPresenter(items: items)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
