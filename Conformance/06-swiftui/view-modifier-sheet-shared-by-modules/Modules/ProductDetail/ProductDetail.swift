import SwiftUI

enum ProductDetailBuilder {
    static func build(product: Product, store: FurnitureStore, feedback: FeedbackService) -> some View {
        let interactor = ProductDetailInteractor(store: store)
        let presenter = ProductDetailPresenter(product: product, interactor: interactor)
        return ProductDetailView(presenter: presenter, feedback: feedback)
    }
}

struct ProductDetailView: View {
    @ObservedObject var presenter: ProductDetailPresenter
    let feedback: FeedbackService

    var body: some View {
        Form {
            LabeledContent("Material", value: presenter.product.material)
            LabeledContent("Width", value: "\(presenter.product.widthCm) cm")
            LabeledContent("Availability", value: presenter.availability)
        }
        .navigationTitle(presenter.product.name)
        .modifier(TellUsButton(screen: "product-\(presenter.product.id)", service: feedback))
        .task { await presenter.load() }
    }
}

@MainActor
final class ProductDetailPresenter: ObservableObject {
    let product: Product
    @Published private(set) var availability = "Checking…"

    private let interactor: ProductDetailInteractor

    init(product: Product, interactor: ProductDetailInteractor) {
        self.product = product
        self.interactor = interactor
    }

    func load() async {
        let count = await interactor.stock(of: product)
        availability = count > 0 ? "\(count) in stock" : "Made to order (6 weeks)"
    }
}

final class ProductDetailInteractor {
    private let store: FurnitureStore

    init(store: FurnitureStore) {
        self.store = store
    }

    func stock(of product: Product) async -> Int {
        await store.stock(of: product)
    }
}
