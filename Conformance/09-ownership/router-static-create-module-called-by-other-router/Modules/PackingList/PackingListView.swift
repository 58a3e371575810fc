import UIKit

class PackingListView: UITableViewController, PackingListViewProtocol {

    var presenter: PackingListPresenterProtocol?
    private var items: [PackingItem] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Packing"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
        presenter?.viewDidLoad()
    }

    @objc private func doneTapped() {
        presenter?.didTapDone()
    }

    func showItems(_ items: [PackingItem]) {
        self.items = items
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = items[indexPath.row].name
        cell.accessoryType = items[indexPath.row].packed ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didToggleItem(at: indexPath.row)
    }
}
