//
//  Payment.swift
//  Kerb
//

import UIKit

// MARK: - Contracts

protocol PaymentViewInput: AnyObject {
    func display(methods: [String])
}

protocol PaymentViewOutput: AnyObject {
    func viewDidLoad()
}

protocol PaymentInteractorInput: AnyObject {
    func loadMethods()
}

protocol PaymentInteractorOutput: AnyObject {
    func didLoad(methods: [String])
}

// MARK: - View

final class PaymentViewController: UITableViewController, PaymentViewInput {
    var output: PaymentViewOutput!
    private var methods: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pay"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(methods: [String]) {
        self.methods = methods
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        methods.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = methods[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class PaymentPresenter: PaymentViewOutput, PaymentInteractorOutput {
    private weak var view: PaymentViewInput?
    private let interactor: PaymentInteractorInput
    private let sessionId: String
    private var methods: [String] = []

    init(view: PaymentViewInput, interactor: PaymentInteractorInput, sessionId: String) {
        self.view = view
        self.interactor = interactor
        self.sessionId = sessionId
    }

    func viewDidLoad() {
        interactor.loadMethods()
    }

    func didLoad(methods: [String]) {
        self.methods = methods
        view?.display(methods: methods)
    }
}

// MARK: - Interactor

final class PaymentInteractor: PaymentInteractorInput {
    weak var output: PaymentInteractorOutput?

    func loadMethods() {
        output?.didLoad(methods: ["Apple Pay", "Card ending 4242"])
    }
}

// MARK: - Builder

enum PaymentBuilder {
    static func build(sessionId: String) -> UIViewController {
        let view = PaymentViewController()
        let interactor = PaymentInteractor()
        let presenter = PaymentPresenter(view: view, interactor: interactor, sessionId: sessionId)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
