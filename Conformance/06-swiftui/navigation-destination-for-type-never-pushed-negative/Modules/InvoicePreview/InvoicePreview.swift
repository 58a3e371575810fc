import SwiftUI

// MARK: - Builder

enum InvoicePreviewBuilder {
    @MainActor
    static func build(invoice: Invoice, ledger: TimeLedger) -> some View {
        let interactor = InvoicePreviewInteractor(ledger: ledger)
        return InvoicePreviewView(presenter: InvoicePreviewPresenter(invoice: invoice, interactor: interactor))
    }
}

// MARK: - View

struct InvoicePreviewView: View {
    @ObservedObject var presenter: InvoicePreviewPresenter

    var body: some View {
        Form {
            LabeledContent("Invoice", value: presenter.invoice.id)
            LabeledContent("Total") {
                Text(presenter.invoice.total, format: .currency(code: "EUR"))
            }
            if presenter.isPaid {
                Label("Paid", systemImage: "checkmark.seal")
            } else {
                Button("Mark as paid") { Task { await presenter.didTapMarkPaid() } }
            }
        }
        .navigationTitle("Invoice")
    }
}

// MARK: - Presenter

@MainActor
final class InvoicePreviewPresenter: ObservableObject {
    let invoice: Invoice
    @Published private(set) var isPaid: Bool

    private let interactor: InvoicePreviewInteractor

    init(invoice: Invoice, interactor: InvoicePreviewInteractor) {
        self.invoice = invoice
        self.isPaid = invoice.isPaid
        self.interactor = interactor
    }

    func didTapMarkPaid() async {
        await interactor.markPaid(invoice)
        isPaid = true
    }
}

// MARK: - Interactor

final class InvoicePreviewInteractor {
    private let ledger: TimeLedger

    init(ledger: TimeLedger) {
        self.ledger = ledger
    }

    func markPaid(_ invoice: Invoice) async {
        await ledger.markPaid(invoice.id)
    }
}
