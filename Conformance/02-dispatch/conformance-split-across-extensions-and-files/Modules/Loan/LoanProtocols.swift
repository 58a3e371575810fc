import Foundation

protocol LoanViewInput: AnyObject {
    func show(remaining: String, nextPayment: String)
}

protocol LoanViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSchedule()
    func didTapPayOff()
}

protocol LoanRouterInput: AnyObject {
    func openSchedule(loanID: String)
    func openEarlyRepayment(loanID: String)
}
