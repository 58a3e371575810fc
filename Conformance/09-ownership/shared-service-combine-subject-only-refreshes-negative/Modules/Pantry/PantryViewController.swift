import UIKit

protocol PantryViewInput: AnyObject {
    func show(_ items: [PantryItem])
    func showBanner(_ text: String)
}

final class PantryViewController: UITableViewController, PantryViewInput {

    var presenter: PantryViewOutput!
    private var items: [PantryItem] = []
    private let bannerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pantry"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        bannerLabel.textAlignment = .center
        bannerLabel.backgroundColor = .systemOrange
        bannerLabel.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 0)
        tableView.tableHeaderView = bannerLabel
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "cart"),
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapShoppingList() }
        )
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapAdd() }
        )
        presenter.viewDidLoad()
    }

    func show(_ items: [PantryItem]) {
        self.items = items
        tableView.reloadData()
    }

    func showBanner(_ text: String) {
        bannerLabel.text = text
        bannerLabel.frame.size.height = 36
        tableView.tableHeaderView = bannerLabel
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) { [weak self] in
            guard let self else { return }
            self.bannerLabel.frame.size.height = 0
            self.tableView.tableHeaderView = self.bannerLabel
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        let item = items[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.name
        content.secondaryText = "\(item.quantity) in stock"
        content.secondaryTextProperties.color = item.isLow ? .systemRed : .secondaryLabel
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectItem(at: indexPath.row)
    }
}
