import SwiftUI

enum DeliveryTrackingBuilder {
    static func build(order: DeliveryOrder, shop: GroceryShop) -> some View {
        let interactor = DeliveryTrackingInteractor(shop: shop)
        let presenter = DeliveryTrackingPresenter(order: order, interactor: interactor)
        return DeliveryTrackingView(presenter: presenter)
    }
}

struct DeliveryTrackingView: View {
    @ObservedObject var presenter: DeliveryTrackingPresenter

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "box.truck.fill").font(.system(size: 56))
            Text("Order \(presenter.order.id)").font(.headline)
            Text("Arriving \(presenter.order.slot)")
            Text("\(presenter.order.stopsAway) stops away").foregroundStyle(.secondary)
        }
        .navigationTitle("Your delivery")
        .refreshable { await presenter.refresh() }
    }
}

@MainActor
final class DeliveryTrackingPresenter: ObservableObject {
    @Published private(set) var order: DeliveryOrder

    private let interactor: DeliveryTrackingInteractor

    init(order: DeliveryOrder, interactor: DeliveryTrackingInteractor) {
        self.order = order
        self.interactor = interactor
    }

    func refresh() async {
        order = await interactor.refresh(order)
    }
}

final class DeliveryTrackingInteractor {
    private let shop: GroceryShop

    init(shop: GroceryShop) {
        self.shop = shop
    }

    func refresh(_ order: DeliveryOrder) async -> DeliveryOrder {
        await shop.refresh(order)
    }
}
