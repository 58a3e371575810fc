import Foundation

struct Loan: Equatable {
    let barcode: String
    let title: String
    let dueDate: Date
    let renewalsLeft: Int
}
