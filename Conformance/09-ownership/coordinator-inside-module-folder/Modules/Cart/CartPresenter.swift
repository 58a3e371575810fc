import Foundation

protocol CartViewOutput: AnyObject {
    func viewDidLoad()
    func didTapCheckout()
}

final class CartPresenter: CartViewOutput {

    weak var view: CartViewInput?
    private let interactor: CartInteractorInput
    private let router: CartRouterInput

    init(interactor: CartInteractorInput, router: CartRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        let order = interactor.currentOrder()
        view?.show(order.stems.map { "\($0.count) × \($0.flower)" }, total: order.total)
    }

    func didTapCheckout() {
        router.startCheckout(for: interactor.currentOrder())
    }
}
