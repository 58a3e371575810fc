//
//  Loans.swift
//  Bookmark
//

import UIKit

// MARK: - Contracts

protocol LoansViewInput: AnyObject {
    func display(loans: [String])
}

protocol LoansViewOutput: AnyObject {
    func viewDidLoad()
}

protocol LoansInteractorInput: AnyObject {
    func loadLoans()
}

protocol LoansInteractorOutput: AnyObject {
    func didLoad(loans: [String])
}

// MARK: - View

final class LoansViewController: UITableViewController, LoansViewInput {
    var output: LoansViewOutput!
    private var loans: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Loans"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(loans: [String]) {
        self.loans = loans
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        loans.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = loans[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class LoansPresenter: LoansViewOutput, LoansInteractorOutput {
    private weak var view: LoansViewInput?
    private let interactor: LoansInteractorInput
    private var loans: [String] = []

    init(view: LoansViewInput, interactor: LoansInteractorInput) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.loadLoans()
    }

    func didLoad(loans: [String]) {
        self.loans = loans
        view?.display(loans: loans)
    }
}

// MARK: - Interactor

final class LoansInteractor: LoansInteractorInput {
    weak var output: LoansInteractorOutput?

    func loadLoans() {
        output?.didLoad(loans: ["Circe - due in 3 days"])
    }
}

// MARK: - Builder

enum LoansBuilder {
    static func build() -> UIViewController {
        let view = LoansViewController()
        let interactor = LoansInteractor()
        let presenter = LoansPresenter(view: view, interactor: interactor)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
