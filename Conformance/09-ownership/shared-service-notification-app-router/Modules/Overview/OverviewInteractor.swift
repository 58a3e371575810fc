import Foundation

protocol OverviewInteractorInput: AnyObject {
    func remainingBudget() -> String
}

final class OverviewInteractor: OverviewInteractorInput {

    func remainingBudget() -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter.string(from: 412.35) ?? "—"
    }
}
