import UIKit

final class OrderReceiptViewController: UITableViewController {
    var presenter: OrderReceiptPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Receipt"
        navigationItem.prompt = "Swipe down to close"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "LineCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LineCell", for: indexPath)
        cell.textLabel?.text = presenter.rows[indexPath.row]
        return cell
    }
}

final class OrderReceiptPresenter {
    let rows: [String]

    init(receipt: Receipt) {
        rows = receipt.lines + ["Total: \(receipt.total)"]
    }
}

enum OrderReceiptBuilder {
    static func build(receipt: Receipt) -> UIViewController {
        let view = OrderReceiptViewController(style: .insetGrouped)
        view.presenter = OrderReceiptPresenter(receipt: receipt)
        return view
    }
}
