import SwiftUI

enum CratesBuilder {
    @MainActor
    static func build(shop: RecordShop) -> some View {
        let interactor = CratesInteractor(shop: shop)
        let presenter = CratesPresenter(interactor: interactor)
        return CratesView(presenter: presenter, shop: shop)
    }
}
