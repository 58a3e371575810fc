import UIKit

protocol CartViewInput: AnyObject {
    func show(_ lines: [String], total: String)
}

final class CartViewController: UITableViewController, CartViewInput {

    var presenter: CartViewOutput!
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Your bouquet"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "LineCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Checkout", style: .done, target: self, action: #selector(checkoutTapped))
        presenter.viewDidLoad()
    }

    func show(_ lines: [String], total: String) {
        self.lines = lines
        navigationItem.prompt = "Total \(total)"
        tableView.reloadData()
    }

    @objc private func checkoutTapped() {
        presenter.didTapCheckout()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LineCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = lines[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
