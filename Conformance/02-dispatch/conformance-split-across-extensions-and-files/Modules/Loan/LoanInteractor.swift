import Foundation

final class LoanInteractor {
    func currentLoan() -> (id: String, remaining: String, nextPayment: String) {
        ("LN-88412", "$8,240.55", "$312.00 on Jul 1")
    }
}
