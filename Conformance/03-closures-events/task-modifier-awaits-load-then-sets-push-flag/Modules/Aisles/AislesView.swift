import SwiftUI

struct AislesView: View {
    @ObservedObject var presenter: AislesPresenter
    let shop: GroceryShop
    @State private var tracksDelivery = false

    var body: some View {
        NavigationStack {
            List(presenter.aisles) { aisle in
                Section(aisle.name) {
                    ForEach(aisle.products) { product in
                        HStack {
                            Text(product.name)
                            Spacer()
                            Button("Add") { presenter.add(product) }
                                .buttonStyle(.bordered)
                        }
                    }
                }
            }
            .navigationTitle("Basketful")
            .toolbar {
                NavigationLink(destination: CheckoutBuilder.build(shop: shop)) {
                    Label("Basket \(presenter.basketCount)", systemImage: "basket")
                }
            }
            .navigationDestination(isPresented: $tracksDelivery) {
                if let order = presenter.openOrder {
                    DeliveryTrackingBuilder.build(order: order, shop: shop)
                }
            }
            .task {
                await presenter.load()
                tracksDelivery = await presenter.findOrderInProgress()
            }
        }
    }
}
