import Foundation

struct InvoiceLine {
    let description: String
    let hours: Decimal
    let rate: Decimal
}

struct Invoice {
    let number: String
    let client: String
    let issuedOn: Date
    let lines: [InvoiceLine]

    var total: Decimal {
        lines.reduce(0) { $0 + $1.hours * $1.rate }
    }
}
