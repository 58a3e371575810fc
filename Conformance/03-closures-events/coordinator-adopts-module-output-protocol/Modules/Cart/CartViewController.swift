import UIKit

protocol CartViewInput: AnyObject {
    func show(_ rows: [String], canCheckOut: Bool)
}

final class CartViewController: UITableViewController, CartViewInput {

    var presenter: CartViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Your beans"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "LineCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Checkout",
                                                            style: .done,
                                                            target: self,
                                                            action: #selector(checkoutTapped))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ rows: [String], canCheckOut: Bool) {
        self.rows = rows
        navigationItem.rightBarButtonItem?.isEnabled = canCheckOut
        tableView.reloadData()
    }

    @objc private func checkoutTapped() {
        presenter.didTapCheckout()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LineCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
