//
//  Transfer.swift
//  Vault
//

import UIKit

// MARK: - Contracts

protocol TransferViewInput: AnyObject {
    func display(payees: [String])
}

protocol TransferViewOutput: AnyObject {
    func viewDidLoad()
}

protocol TransferInteractorInput: AnyObject {
    func loadPayees()
}

protocol TransferInteractorOutput: AnyObject {
    func didLoad(payees: [String])
}

// MARK: - View

final class TransferViewController: UITableViewController, TransferViewInput {
    var output: TransferViewOutput!
    private var payees: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Transfer"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(payees: [String]) {
        self.payees = payees
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        payees.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = payees[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class TransferPresenter: TransferViewOutput, TransferInteractorOutput {
    private weak var view: TransferViewInput?
    private let interactor: TransferInteractorInput
    private var payees: [String] = []

    init(view: TransferViewInput, interactor: TransferInteractorInput) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.loadPayees()
    }

    func didLoad(payees: [String]) {
        self.payees = payees
        view?.display(payees: payees)
    }
}

// MARK: - Interactor

final class TransferInteractor: TransferInteractorInput {
    weak var output: TransferInteractorOutput?

    func loadPayees() {
        output?.didLoad(payees: ["Landlord", "Savings"])
    }
}

// MARK: - Builder

enum TransferBuilder {
    static func build() -> UIViewController {
        let view = TransferViewController()
        let interactor = TransferInteractor()
        let presenter = TransferPresenter(view: view, interactor: interactor)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
