import Foundation

final class ProductDetailPresenter {
    private weak var view: ProductDetailViewProtocol?
    private let interactor: ProductDetailInteractorInputProtocol
    private let router: ProductDetailRouterProtocol

    init(view: ProductDetailViewProtocol,
         interactor: ProductDetailInteractorInputProtocol,
         router: ProductDetailRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension ProductDetailPresenter: ProductDetailPresenterProtocol {
    func viewDidLoad() { interactor.loadProduct() }
    func didTapAddToCart() { interactor.addToCart() }
    func didTapGoToCart() { router.openCart() }
    func didTapContinueShopping() { router.close() }
}

extension ProductDetailPresenter: ProductDetailInteractorOutputProtocol {
    func didLoad(product: Product) {
        view?.display(ProductDetailViewModel(title: product.title,
                                             summary: product.summary,
                                             price: PriceFormatter.string(cents: product.priceCents),
                                             imageURL: product.imageURL))
    }

    func didAddToCart() {
        view?.showAddedToCart()
    }

    func didFail(with error: Error) {
        view?.showError(error.localizedDescription)
    }
}
