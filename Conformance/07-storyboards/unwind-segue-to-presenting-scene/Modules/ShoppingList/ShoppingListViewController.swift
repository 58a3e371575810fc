import UIKit

protocol ShoppingListView: AnyObject {
    func show(items: [String])
}

final class ShoppingListViewController: UITableViewController, ShoppingListView {
    var presenter: ShoppingListPresenter!
    private var rows: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        ShoppingListConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ItemCell")
        presenter.reload()
    }

    @IBAction func unwindToShoppingList(_ segue: UIStoryboardSegue) {
        presenter.reload()
    }

    func show(items: [String]) {
        rows = items
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
