import SwiftUI

// MARK: - Builder

enum CartBuilder {
    @MainActor
    static func build(shop: RecordShop) -> some View {
        CartView(presenter: CartPresenter(interactor: CartInteractor(shop: shop)))
    }
}

// MARK: - View

struct CartView: View {
    @ObservedObject var presenter: CartPresenter

    var body: some View {
        List {
            ForEach(presenter.records) { record in
                LabeledContent(record.title) {
                    Text(record.price, format: .currency(code: "EUR"))
                }
            }
            if let order = presenter.orderNumber {
                Text("Order \(order) placed. We'll post it tomorrow.")
            } else {
                Button("Check out") { Task { await presenter.didTapCheckout() } }
                    .disabled(presenter.records.isEmpty)
            }
        }
        .navigationTitle("Basket")
        .onAppear(perform: presenter.load)
    }
}

// MARK: - Presenter

@MainActor
final class CartPresenter: ObservableObject {
    @Published private(set) var records: [Record] = []
    @Published private(set) var orderNumber: String?

    private let interactor: CartInteractor

    init(interactor: CartInteractor) {
        self.interactor = interactor
    }

    func load() {
        records = interactor.basket()
    }

    func didTapCheckout() async {
        orderNumber = await interactor.checkout()
        records = []
    }
}

// MARK: - Interactor

final class CartInteractor {
    private let shop: RecordShop

    init(shop: RecordShop) {
        self.shop = shop
    }

    func basket() -> [Record] {
        shop.basket
    }

    func checkout() async -> String? {
        try? await shop.checkout()
    }
}
