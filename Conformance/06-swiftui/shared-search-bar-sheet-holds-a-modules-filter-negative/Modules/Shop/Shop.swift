import SwiftUI

enum ShopBuilder {
    static func build() -> AnyView {
        let presenter = ShopPresenter(interactor: ShopInteractor())
        return AnyView(ShopView(presenter: presenter))
    }
}

final class ShopPresenter: ObservableObject {
    let interactor: ShopInteractor
    @Published var query = ""
    @Published var maxPrice = 100.0
    init(interactor: ShopInteractor) { self.interactor = interactor }
}

final class ShopInteractor {}

struct ShopView: View {
    @ObservedObject var presenter: ShopPresenter

    var body: some View {
        VStack {
            SearchBar(text: $presenter.query, filterSheet: AnyView(ShopFilterPanel(presenter: presenter)))
            Text("Products")
        }
    }
}

/// The price filter the search bar's sheet shows: part of the shop's screen.
struct ShopFilterPanel: View {
    @ObservedObject var presenter: ShopPresenter
    var body: some View { Slider(value: $presenter.maxPrice, in: 0...500) }
}
