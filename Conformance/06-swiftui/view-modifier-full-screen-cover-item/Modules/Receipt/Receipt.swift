import SwiftUI

enum ReceiptBuilder {
    static func build(order: PlacedOrder) -> some View {
        let presenter = ReceiptPresenter(order: order)
        return ReceiptView(presenter: presenter)
    }
}

struct ReceiptView: View {
    let presenter: ReceiptPresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "checkmark.seal.fill")
                .font(.system(size: 64))
                .foregroundStyle(.green)
            Text("Order \(presenter.order.id)").font(.title.bold())
            Text("Pick up \(presenter.order.pickupSlot)")
            ForEach(presenter.order.items) { item in
                Text("\(item.quantity) × \(item.name)")
                    .foregroundStyle(.secondary)
            }
            Text(presenter.totalText).font(.title2)
            Button("Done") {
                dismiss()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

final class ReceiptPresenter {
    let order: PlacedOrder

    init(order: PlacedOrder) {
        self.order = order
    }

    var totalText: String {
        "Paid " + order.total.formatted(.currency(code: "GBP"))
    }
}
