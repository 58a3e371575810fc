import Foundation

protocol InvoicesInteractorInput: AnyObject {
    func invoices() -> [Invoice]
}

final class InvoicesInteractor: InvoicesInteractorInput {

    func invoices() -> [Invoice] {
        [
            Invoice(number: "2024-031", client: "Northwind Studio", issuedOn: Date(), lines: [
                InvoiceLine(description: "Logo refresh", hours: 12, rate: 85),
                InvoiceLine(description: "Brand guidelines", hours: 6, rate: 85)
            ]),
            Invoice(number: "2024-032", client: "Fern & Fig Bakery", issuedOn: Date(), lines: [
                InvoiceLine(description: "Menu design", hours: 5, rate: 70)
            ])
        ]
    }
}
