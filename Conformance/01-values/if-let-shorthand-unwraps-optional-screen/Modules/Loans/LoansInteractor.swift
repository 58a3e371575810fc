import Foundation

protocol LoansInteractorInput: AnyObject {
    func currentLoans() -> [Loan]
}

final class LoansInteractor: LoansInteractorInput {
    func currentLoans() -> [Loan] {
        let week: TimeInterval = 7 * 86_400
        return [
            Loan(barcode: "31822004417", title: "The Overstory", dueDate: Date().addingTimeInterval(week), renewalsLeft: 2),
            Loan(barcode: "31822009930", title: "Braiding Sweetgrass", dueDate: Date().addingTimeInterval(2 * week), renewalsLeft: 0),
            Loan(barcode: "31822001208", title: "A Pattern Language", dueDate: Date().addingTimeInterval(-86_400), renewalsLeft: 1)
        ]
    }
}
