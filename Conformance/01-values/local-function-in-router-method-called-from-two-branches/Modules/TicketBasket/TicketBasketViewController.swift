import UIKit

protocol TicketBasketViewInput: AnyObject {
    func show(rows: [String], canCheckout: Bool)
}

final class TicketBasketViewController: UITableViewController, TicketBasketViewInput {
    var output: TicketBasketViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Your tickets"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TicketCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Checkout", style: .done,
                                                            target: self, action: #selector(checkoutTapped))
        output.viewDidLoad()
    }

    func show(rows: [String], canCheckout: Bool) {
        self.rows = rows
        tableView.reloadData()
    }

    @objc private func checkoutTapped() {
        output.didTapCheckout()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TicketCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
