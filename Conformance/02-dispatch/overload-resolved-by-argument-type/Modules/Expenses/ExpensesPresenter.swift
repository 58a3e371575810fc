import Foundation

protocol ExpensesViewOutput: AnyObject {
    func viewDidLoad()
    func didPullToRefresh()
    func didSelectExpense(at index: Int)
}

@MainActor
final class ExpensesPresenter: ExpensesViewOutput {

    weak var view: ExpensesViewInput?
    private let interactor: ExpensesInteractorInput
    private let router: ExpensesRouterInput

    init(interactor: ExpensesInteractorInput, router: ExpensesRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(interactor.expenses)
        didPullToRefresh()
    }

    func didPullToRefresh() {
        Task {
            do {
                try await interactor.sync()
            } catch {
                router.showSyncFailure(error)
            }
            view?.show(interactor.expenses)
        }
    }

    func didSelectExpense(at index: Int) {
        router.openExpense(interactor.expenses[index])
    }
}
