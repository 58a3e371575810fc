import SwiftUI

enum CheckoutBuilder {
    static func build(shop: GroceryShop) -> some View {
        let interactor = CheckoutInteractor(shop: shop)
        let presenter = CheckoutPresenter(interactor: interactor)
        return CheckoutView(presenter: presenter)
    }
}

struct CheckoutView: View {
    @ObservedObject var presenter: CheckoutPresenter

    var body: some View {
        List {
            ForEach(presenter.items) { item in
                LabeledContent(item.name) {
                    Text(item.price, format: .currency(code: "GBP"))
                }
            }
            if let confirmation = presenter.confirmation {
                Text("Order \(confirmation.id) booked for \(confirmation.slot)")
            } else {
                Button("Place order") { Task { await presenter.placeOrder() } }
                    .disabled(presenter.items.isEmpty)
            }
        }
        .navigationTitle("Checkout")
        .task { await presenter.load() }
    }
}

@MainActor
final class CheckoutPresenter: ObservableObject {
    @Published private(set) var items: [Product] = []
    @Published private(set) var confirmation: DeliveryOrder?

    private let interactor: CheckoutInteractor

    init(interactor: CheckoutInteractor) {
        self.interactor = interactor
    }

    func load() async {
        items = await interactor.items()
    }

    func placeOrder() async {
        confirmation = await interactor.placeOrder()
        items = []
    }
}

final class CheckoutInteractor {
    private let shop: GroceryShop

    init(shop: GroceryShop) {
        self.shop = shop
    }

    func items() async -> [Product] {
        await shop.basketItems()
    }

    func placeOrder() async -> DeliveryOrder {
        await shop.placeOrder()
    }
}
