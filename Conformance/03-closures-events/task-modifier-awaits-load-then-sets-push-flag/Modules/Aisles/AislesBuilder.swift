import SwiftUI

enum AislesBuilder {
    static func build(shop: GroceryShop) -> some View {
        let interactor = AislesInteractor(shop: shop)
        let presenter = AislesPresenter(interactor: interactor)
        return AislesView(presenter: presenter, shop: shop)
    }
}
