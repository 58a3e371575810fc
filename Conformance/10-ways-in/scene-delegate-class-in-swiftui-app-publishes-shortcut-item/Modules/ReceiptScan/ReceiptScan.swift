import SwiftUI

// MARK: - Builder

enum ReceiptScanBuilder {
    @MainActor
    static func build(book: ExpenseBook) -> some View {
        ReceiptScanView(presenter: ReceiptScanPresenter(interactor: ReceiptScanInteractor(book: book)))
    }
}

// MARK: - View

struct ReceiptScanView: View {
    @ObservedObject var presenter: ReceiptScanPresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "doc.text.viewfinder")
                .font(.system(size: 72))
                .foregroundStyle(.tint)
            if let total = presenter.total {
                Text(total, format: .currency(code: "USD")).font(.largeTitle.bold())
                Button("Add as expense") {
                    presenter.didTapAdd()
                    dismiss()
                }
                .buttonStyle(.borderedProminent)
            } else {
                Button("Read receipt") { Task { await presenter.didTapScan() } }
            }
        }
        .padding()
    }
}

// MARK: - Presenter

@MainActor
final class ReceiptScanPresenter: ObservableObject {
    @Published private(set) var total: Decimal?

    private let interactor: ReceiptScanInteractor

    init(interactor: ReceiptScanInteractor) {
        self.interactor = interactor
    }

    func didTapScan() async {
        total = await interactor.readTotal()
    }

    func didTapAdd() {
        guard let total else { return }
        interactor.addExpense(total: total)
    }
}

// MARK: - Interactor

final class ReceiptScanInteractor {
    private let book: ExpenseBook

    init(book: ExpenseBook) {
        self.book = book
    }

    func readTotal() async -> Decimal? {
        await book.readTotal(fromReceiptNamed: "camera-capture")
    }

    func addExpense(total: Decimal) {
        book.add(merchant: "Scanned receipt", amount: total, category: "Uncategorised")
    }
}
