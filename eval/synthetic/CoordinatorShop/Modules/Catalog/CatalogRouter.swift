import Foundation

final class CatalogRouter: CatalogRouterProtocol {
    private weak var coordinator: CatalogCoordinating?

    init(coordinator: CatalogCoordinating) {
        self.coordinator = coordinator
    }

    func openProduct(id: String) {
        coordinator?.showProduct(id: id)
    }

    func openCart() {
        coordinator?.showCart()
    }

    func logout() {
        coordinator?.logout()
    }
}
