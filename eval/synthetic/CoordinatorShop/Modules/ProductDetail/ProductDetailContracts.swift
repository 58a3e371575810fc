import UIKit

protocol ProductDetailViewProtocol: AnyObject {
    func display(_ viewModel: ProductDetailViewModel)
    func showAddedToCart()
    func showError(_ message: String)
}

protocol ProductDetailPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapAddToCart()
    func didTapGoToCart()
    func didTapContinueShopping()
}

protocol ProductDetailInteractorInputProtocol: AnyObject {
    func loadProduct()
    func addToCart()
}

protocol ProductDetailInteractorOutputProtocol: AnyObject {
    func didLoad(product: Product)
    func didAddToCart()
    func didFail(with error: Error)
}

protocol ProductDetailRouterProtocol: AnyObject {
    func openCart()
    func close()
}

protocol ProductDetailCoordinating: AnyObject {
    func showCart()
}

struct ProductDetailViewModel {
    let title: String
    let summary: String
    let price: String
    let imageURL: URL?
}
