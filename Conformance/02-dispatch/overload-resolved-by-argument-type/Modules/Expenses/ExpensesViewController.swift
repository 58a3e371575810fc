import UIKit

protocol ExpensesViewInput: AnyObject {
    func show(_ expenses: [Expense])
}

final class ExpensesViewController: UITableViewController, ExpensesViewInput {

    var presenter: ExpensesViewOutput!
    private var expenses: [Expense] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Expenses"
        refreshControl = UIRefreshControl()
        refreshControl?.addAction(UIAction { [weak self] _ in self?.presenter.didPullToRefresh() }, for: .valueChanged)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Expense")
        presenter.viewDidLoad()
    }

    func show(_ expenses: [Expense]) {
        self.expenses = expenses
        refreshControl?.endRefreshing()
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        expenses.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Expense", for: indexPath)
        let expense = expenses[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = expense.title
        content.secondaryText = String(format: "£%.2f", Double(expense.amountCents) / 100)
        content.image = expense.receipt == nil ? nil : UIImage(systemName: "paperclip")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectExpense(at: indexPath.row)
    }
}
