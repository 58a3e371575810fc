import UIKit

protocol LoansViewInput: AnyObject {
    func show(rows: [(title: String, detail: String)])
}

final class LoansViewController: UITableViewController, LoansViewInput {
    var output: LoansViewOutput!
    private var rows: [(title: String, detail: String)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My loans"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "LoanCell")
        output.viewDidLoad()
    }

    func show(rows: [(title: String, detail: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LoanCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].title
        content.secondaryText = rows[indexPath.row].detail
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectLoan(at: indexPath.row)
    }
}
