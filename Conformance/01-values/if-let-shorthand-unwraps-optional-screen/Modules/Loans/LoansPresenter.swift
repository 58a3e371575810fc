import Foundation

protocol LoansViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectLoan(at index: Int)
}

final class LoansPresenter: LoansViewOutput {
    weak var view: LoansViewInput?
    private let interactor: LoansInteractorInput
    private let router: LoansRouterInput
    private var loans: [Loan] = []

    init(interactor: LoansInteractorInput, router: LoansRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        loans = interactor.currentLoans()
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        view?.show(rows: loans.map { (title: $0.title, detail: "Due \(formatter.string(from: $0.dueDate))") })
    }

    func didSelectLoan(at index: Int) {
        router.openRenewal(for: loans[index])
    }
}
