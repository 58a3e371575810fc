import SwiftUI

struct CatalogView: View {
    @ObservedObject var presenter: CatalogPresenter
    let store: FurnitureStore
    let feedback: FeedbackService

    var body: some View {
        NavigationStack {
            List(presenter.products) { product in
                NavigationLink(destination: ProductDetailBuilder.build(product: product, store: store, feedback: feedback)) {
                    LabeledContent(product.name, value: presenter.priceText(of: product))
                }
            }
            .navigationTitle("Living room")
            .tellUsButton(screen: "catalog", service: feedback)
            .task { await presenter.load() }
        }
    }
}
