//
//  StallTill.swift
//  Tills
//

import UIKit

// MARK: - View

final class StallTillViewController: UIViewController {
    var output: StallTillPresenter?
    private let totalLabel = UILabel()
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Market stall"
        view.backgroundColor = .systemBackground
        totalLabel.font = .monospacedDigitSystemFont(ofSize: 34, weight: .semibold)
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 120)
        stack.addArrangedSubview(totalLabel)
        view.addSubview(stack)
        addButton("Jar of damson jam · £4.50", #selector(jamTapped))
        addButton("Sourdough loaf · £3.80", #selector(loafTapped))
        addButton("Take payment", #selector(payTapped))
        output?.viewDidLoad()
    }

    func show(total: String) {
        totalLabel.text = total
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func jamTapped() { output?.didAdd(item: "Damson jam", pence: 450) }
    @objc private func loafTapped() { output?.didAdd(item: "Sourdough loaf", pence: 380) }
    @objc private func payTapped() { output?.didTakePayment() }
}

// MARK: - Presenter

final class StallTillPresenter {
    weak var view: StallTillViewController?
    var interactor: StallTillInteractor!
    var router: StallTillRouterInput!

    func viewDidLoad() {
        view?.show(total: interactor.formattedTotal())
    }

    func didAdd(item: String, pence: Int) {
        interactor.add(item: item, pence: pence)
        view?.show(total: interactor.formattedTotal())
    }

    func didTakePayment() {
        guard interactor.closeSale() else { return }
        view?.show(total: interactor.formattedTotal())
        router.openReceipt()
    }
}

// MARK: - Interactor

final class StallTillInteractor {
    private let store: SaleStore

    init(store: SaleStore) {
        self.store = store
    }

    func add(item: String, pence: Int) {
        store.add(SaleLine(item: item, pence: pence))
    }

    func closeSale() -> Bool {
        guard !store.currentLines.isEmpty else { return false }
        store.closeSale()
        return true
    }

    func formattedTotal() -> String {
        let pence = store.currentLines.reduce(0) { $0 + $1.pence }
        return String(format: "£%d.%02d", pence / 100, pence % 100)
    }
}

// MARK: - Router

protocol StallTillRouterInput: AnyObject {
    func openReceipt()
}

final class StallTillRouter: StallTillRouterInput {
    weak var viewController: UIViewController?

    func openReceipt() {
        // The till never names the receipt module's types: the screen is looked up by its runtime class name.
        guard let type = NSClassFromString("Tills.SaleReceiptViewController") as? UIViewController.Type else { return }
        let screen = type.init()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}

// MARK: - Builder

enum StallTillBuilder {
    static func build() -> UIViewController {
        let view = StallTillViewController()
        let presenter = StallTillPresenter()
        let router = StallTillRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = StallTillInteractor(store: .shared)
        presenter.router = router
        router.viewController = view
        return view
    }
}
