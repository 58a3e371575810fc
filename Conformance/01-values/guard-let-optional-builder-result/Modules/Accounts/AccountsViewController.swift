import UIKit

protocol AccountsViewInput: AnyObject {
    func show(accounts: [Account])
}

final class AccountsViewController: UITableViewController, AccountsViewInput {
    var output: AccountsViewOutput?
    private var accounts: [Account] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Accounts"
        output?.viewDidLoad()
    }

    func show(accounts: [Account]) {
        self.accounts = accounts
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        accounts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = accounts[indexPath.row].name
        cell.detailTextLabel?.text = accounts[indexPath.row].balance
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output?.didSelect(account: accounts[indexPath.row])
    }
}
