import UIKit

protocol AccountsViewInput: AnyObject {
    func show(balances: [(name: String, amount: String)])
}

final class AccountsViewController: UITableViewController, AccountsViewInput {
    var presenter: AccountsPresenter!
    private var balances: [(name: String, amount: String)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Account")
        presenter.viewDidLoad()
    }

    func show(balances: [(name: String, amount: String)]) {
        self.balances = balances
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        balances.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Account", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = balances[indexPath.row].name
        content.secondaryText = balances[indexPath.row].amount
        cell.contentConfiguration = content
        return cell
    }
}

final class AccountsPresenter {
    weak var view: AccountsViewInput?

    func viewDidLoad() {
        view?.show(balances: [("Current account", "€ 1,204.18"), ("Savings", "€ 9,870.00")])
    }
}

enum AccountsBuilder {
    static func build() -> UIViewController {
        let view = AccountsViewController(style: .insetGrouped)
        let presenter = AccountsPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
