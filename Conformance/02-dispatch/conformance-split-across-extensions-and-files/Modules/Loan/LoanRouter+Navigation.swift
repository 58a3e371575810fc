import UIKit

extension LoanRouter {
    func openSchedule(loanID: String) {
        let schedule = RepaymentScheduleBuilder.build(loanID: loanID)
        viewController?.navigationController?.pushViewController(schedule, animated: true)
    }

    func openEarlyRepayment(loanID: String) {
        let payoff = EarlyRepaymentBuilder.build(loanID: loanID)
        viewController?.present(payoff, animated: true)
    }
}
