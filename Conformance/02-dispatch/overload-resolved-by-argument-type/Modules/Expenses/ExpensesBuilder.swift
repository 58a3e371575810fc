import UIKit

enum ExpensesBuilder {

    @MainActor
    static func build(ledger: Ledger) -> UIViewController {
        let view = ExpensesViewController(style: .insetGrouped)
        let router = ExpensesRouter(ledger: ledger)
        let presenter = ExpensesPresenter(interactor: ExpensesInteractor(ledger: ledger), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
