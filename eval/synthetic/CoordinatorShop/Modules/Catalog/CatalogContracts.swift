import UIKit

protocol CatalogViewProtocol: AnyObject {
    func setLoading(_ isLoading: Bool)
    func display(products: [ProductViewModel])
    func display(cartBadge: Int)
    func showError(_ message: String)
}

protocol CatalogPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didPullToRefresh()
    func didSelectProduct(at index: Int)
    func didTapCart()
    func didTapLogout()
}

protocol CatalogInteractorInputProtocol: AnyObject {
    func fetchProducts()
    func fetchCartCount()
}

protocol CatalogInteractorOutputProtocol: AnyObject {
    func didFetch(products: [Product])
    func didFetchCartCount(_ count: Int)
    func didFail(with error: Error)
}

protocol CatalogRouterProtocol: AnyObject {
    func openProduct(id: String)
    func openCart()
    func logout()
}

/// Navigation the Catalog module asks its coordinator for.
protocol CatalogCoordinating: AnyObject {
    func showProduct(id: String)
    func showCart()
    func logout()
}

struct ProductViewModel {
    let title: String
    let price: String
    let imageURL: URL?
}
