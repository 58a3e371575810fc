//
//  Accounts.swift
//  Vault
//

import UIKit

// MARK: - Contracts

protocol AccountsViewInput: AnyObject {
    func display(accounts: [String])
}

protocol AccountsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol AccountsInteractorInput: AnyObject {
    func loadAccounts()
}

protocol AccountsInteractorOutput: AnyObject {
    func didLoad(accounts: [String])
}

protocol AccountsRouterInput: AnyObject {
    func openAccount(id: String)
}

// MARK: - View

final class AccountsViewController: UITableViewController, AccountsViewInput {
    var output: AccountsViewOutput!
    private var accounts: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Accounts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(accounts: [String]) {
        self.accounts = accounts
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        accounts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = accounts[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class AccountsPresenter: AccountsViewOutput, AccountsInteractorOutput {
    private weak var view: AccountsViewInput?
    private let interactor: AccountsInteractorInput
    private let router: AccountsRouterInput
    private var accounts: [String] = []

    init(view: AccountsViewInput, interactor: AccountsInteractorInput, router: AccountsRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadAccounts()
    }

    func didSelectItem(at index: Int) {
        router.openAccount(id: accounts[index])
    }

    func didLoad(accounts: [String]) {
        self.accounts = accounts
        view?.display(accounts: accounts)
    }
}

// MARK: - Interactor

final class AccountsInteractor: AccountsInteractorInput {
    weak var output: AccountsInteractorOutput?

    func loadAccounts() {
        output?.didLoad(accounts: ["Everyday", "Savings", "Joint"])
    }
}

// MARK: - Router

final class AccountsRouter: AccountsRouterInput {
    weak var viewController: UIViewController?

    func openAccount(id: String) {
        viewController?.navigationController?.pushViewController(AccountDetailBuilder.build(accountId: id), animated: true)
    }
}

// MARK: - Builder

enum AccountsBuilder {
    static func build() -> UIViewController {
        let view = AccountsViewController()
        let interactor = AccountsInteractor()
        let router = AccountsRouter()
        let presenter = AccountsPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
