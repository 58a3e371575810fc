import UIKit

protocol MenuViewInput: AnyObject {
    func show(_ pastries: [Pastry], basketCount: Int)
}

final class MenuViewController: UITableViewController, MenuViewInput {

    var presenter: MenuViewOutput!
    private var pastries: [Pastry] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today's bake"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Pastry")
        presenter.viewDidLoad()
    }

    func show(_ pastries: [Pastry], basketCount: Int) {
        self.pastries = pastries
        tableView.reloadData()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Basket (\(basketCount))",
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapBasket() }
        )
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        pastries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Pastry", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = pastries[indexPath.row].name
        content.secondaryText = String(format: "£%.2f", Double(pastries[indexPath.row].pence) / 100)
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didAddPastry(at: indexPath.row)
    }
}
