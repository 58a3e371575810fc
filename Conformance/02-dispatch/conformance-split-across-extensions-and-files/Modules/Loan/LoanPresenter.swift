import Foundation

final class LoanPresenter: LoanViewOutput {
    weak var view: LoanViewInput?
    var interactor: LoanInteractor!
    var router: LoanRouterInput!

    func viewDidLoad() {
        let loan = interactor.currentLoan()
        view?.show(remaining: loan.remaining, nextPayment: loan.nextPayment)
    }

    func didTapSchedule() {
        router.openSchedule(loanID: interactor.currentLoan().id)
    }

    func didTapPayOff() {
        router.openEarlyRepayment(loanID: interactor.currentLoan().id)
    }
}
