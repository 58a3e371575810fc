import Foundation

struct Invoice {
    let number: String
    let client: String
    let amount: Decimal
}

final class InvoicesInteractor {

    func openInvoices() -> [Invoice] {
        [
            Invoice(number: "INV-2024-031", client: "Hollis & Reed", amount: 1_840),
            Invoice(number: "INV-2024-032", client: "Marlowe Studio", amount: 620)
        ]
    }
}
