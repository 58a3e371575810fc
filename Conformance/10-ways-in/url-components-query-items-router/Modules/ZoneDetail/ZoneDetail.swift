//
//  ZoneDetail.swift
//  Kerb
//

import UIKit

// MARK: - Contracts

protocol ZoneDetailViewInput: AnyObject {
    func display(rates: [String])
}

protocol ZoneDetailViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol ZoneDetailInteractorInput: AnyObject {
    func loadRates()
}

protocol ZoneDetailInteractorOutput: AnyObject {
    func didLoad(rates: [String])
}

protocol ZoneDetailRouterInput: AnyObject {
    func openPayment(sessionId: String)
}

// MARK: - View

final class ZoneDetailViewController: UITableViewController, ZoneDetailViewInput {
    var output: ZoneDetailViewOutput!
    private var rates: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Zone"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(rates: [String]) {
        self.rates = rates
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rates.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rates[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class ZoneDetailPresenter: ZoneDetailViewOutput, ZoneDetailInteractorOutput {
    private weak var view: ZoneDetailViewInput?
    private let interactor: ZoneDetailInteractorInput
    private let router: ZoneDetailRouterInput
    private let zoneId: String
    private var rates: [String] = []

    init(view: ZoneDetailViewInput, interactor: ZoneDetailInteractorInput, router: ZoneDetailRouterInput, zoneId: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.zoneId = zoneId
    }

    func viewDidLoad() {
        interactor.loadRates()
    }

    func didSelectItem(at index: Int) {
        router.openPayment(sessionId: UUID().uuidString)
    }

    func didLoad(rates: [String]) {
        self.rates = rates
        view?.display(rates: rates)
    }
}

// MARK: - Interactor

final class ZoneDetailInteractor: ZoneDetailInteractorInput {
    weak var output: ZoneDetailInteractorOutput?

    func loadRates() {
        output?.didLoad(rates: ["30 min - $1.20", "2 h - $4.00"])
    }
}

// MARK: - Router

final class ZoneDetailRouter: ZoneDetailRouterInput {
    weak var viewController: UIViewController?

    func openPayment(sessionId: String) {
        let payment = UINavigationController(rootViewController: PaymentBuilder.build(sessionId: sessionId))
        viewController?.present(payment, animated: true)
    }
}

// MARK: - Builder

enum ZoneDetailBuilder {
    static func build(zoneId: String) -> UIViewController {
        let view = ZoneDetailViewController()
        let interactor = ZoneDetailInteractor()
        let router = ZoneDetailRouter()
        let presenter = ZoneDetailPresenter(view: view, interactor: interactor, router: router, zoneId: zoneId)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
