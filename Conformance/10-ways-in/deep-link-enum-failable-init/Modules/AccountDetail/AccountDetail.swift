//
//  AccountDetail.swift
//  Vault
//

import UIKit

// MARK: - Contracts

protocol AccountDetailViewInput: AnyObject {
    func display(transactions: [String])
}

protocol AccountDetailViewOutput: AnyObject {
    func viewDidLoad()
}

protocol AccountDetailInteractorInput: AnyObject {
    func loadTransactions()
}

protocol AccountDetailInteractorOutput: AnyObject {
    func didLoad(transactions: [String])
}

// MARK: - View

final class AccountDetailViewController: UITableViewController, AccountDetailViewInput {
    var output: AccountDetailViewOutput!
    private var transactions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(transactions: [String]) {
        self.transactions = transactions
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        transactions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = transactions[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class AccountDetailPresenter: AccountDetailViewOutput, AccountDetailInteractorOutput {
    private weak var view: AccountDetailViewInput?
    private let interactor: AccountDetailInteractorInput
    private let accountId: String
    private var transactions: [String] = []

    init(view: AccountDetailViewInput, interactor: AccountDetailInteractorInput, accountId: String) {
        self.view = view
        self.interactor = interactor
        self.accountId = accountId
    }

    func viewDidLoad() {
        interactor.loadTransactions()
    }

    func didLoad(transactions: [String]) {
        self.transactions = transactions
        view?.display(transactions: transactions)
    }
}

// MARK: - Interactor

final class AccountDetailInteractor: AccountDetailInteractorInput {
    weak var output: AccountDetailInteractorOutput?

    func loadTransactions() {
        output?.didLoad(transactions: ["Coffee -3.40", "Salary +2,450.00"])
    }
}

// MARK: - Builder

enum AccountDetailBuilder {
    static func build(accountId: String) -> UIViewController {
        let view = AccountDetailViewController()
        let interactor = AccountDetailInteractor()
        let presenter = AccountDetailPresenter(view: view, interactor: interactor, accountId: accountId)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
