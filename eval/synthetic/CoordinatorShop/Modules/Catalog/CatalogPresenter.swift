import Foundation

final class CatalogPresenter {
    private weak var view: CatalogViewProtocol?
    private let interactor: CatalogInteractorInputProtocol
    private let router: CatalogRouterProtocol
    private var products: [Product] = []

    init(view: CatalogViewProtocol, interactor: CatalogInteractorInputProtocol, router: CatalogRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension CatalogPresenter: CatalogPresenterProtocol {
    func viewDidLoad() {
        view?.setLoading(true)
        interactor.fetchProducts()
        interactor.fetchCartCount()
    }

    func didPullToRefresh() {
        interactor.fetchProducts()
    }

    func didSelectProduct(at index: Int) {
        guard products.indices.contains(index) else { return }
        router.openProduct(id: products[index].id)
    }

    func didTapCart() {
        router.openCart()
    }

    func didTapLogout() {
        router.logout()
    }
}

extension CatalogPresenter: CatalogInteractorOutputProtocol {
    func didFetch(products: [Product]) {
        self.products = products
        view?.setLoading(false)
        view?.display(products: products.map {
            ProductViewModel(title: $0.title, price: PriceFormatter.string(cents: $0.priceCents), imageURL: $0.imageURL)
        })
    }

    func didFetchCartCount(_ count: Int) {
        view?.display(cartBadge: count)
    }

    func didFail(with error: Error) {
        view?.setLoading(false)
        view?.showError(error.localizedDescription)
    }
}
