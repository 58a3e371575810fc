import UIKit

struct Account {
    let name: String
    let balance: Decimal
}

protocol AccountsViewInput: AnyObject {
    func show(accounts: [Account])
}

final class AccountsViewController: UITableViewController, AccountsViewInput {
    var presenter: AccountsPresenter!
    private var accounts: [Account] = []
    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Accounts"
        presenter.viewDidLoad()
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
        cell.detailTextLabel?.text = formatter.string(for: accounts[indexPath.row].balance)
        return cell
    }
}

final class AccountsPresenter {
    weak var view: AccountsViewInput?
    var interactor: AccountsInteractor!

    func viewDidLoad() {
        interactor.loadAccounts { [weak self] accounts in
            self?.view?.show(accounts: accounts)
        }
    }
}

final class AccountsInteractor {
    private let session: BankSession

    init(session: BankSession) {
        self.session = session
    }

    func loadAccounts(completion: @escaping ([Account]) -> Void) {
        completion([
            Account(name: "Everyday", balance: 1_240.55),
            Account(name: "Savings", balance: 8_310.00)
        ])
    }
}

enum AccountsBuilder {
    static func build(session: BankSession) -> UIViewController {
        let view = AccountsViewController(style: .insetGrouped)
        let presenter = AccountsPresenter()
        presenter.view = view
        presenter.interactor = AccountsInteractor(session: session)
        view.presenter = presenter
        return view
    }
}
