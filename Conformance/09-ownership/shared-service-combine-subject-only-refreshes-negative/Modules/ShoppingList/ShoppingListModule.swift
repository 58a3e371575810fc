import UIKit
import Combine

final class ShoppingListViewController: UITableViewController {

    var presenter: ShoppingListPresenter!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "To buy"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ToBuy")
        presenter.attach { [weak self] rows in
            self?.rows = rows
            self?.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ToBuy", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class ShoppingListPresenter {

    private let store: PantryStore
    private var subscription: AnyCancellable?

    init(store: PantryStore) {
        self.store = store
    }

    func attach(render: @escaping ([String]) -> Void) {
        subscription = store.items
            .map { items in items.filter(\.isLow).map { "\($0.name) (have \($0.quantity))" } }
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: render)
    }
}

enum ShoppingListBuilder {

    static func build(store: PantryStore) -> UIViewController {
        let view = ShoppingListViewController()
        view.presenter = ShoppingListPresenter(store: store)
        return view
    }
}
