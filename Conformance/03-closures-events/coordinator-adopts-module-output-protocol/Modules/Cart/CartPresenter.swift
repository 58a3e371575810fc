import Foundation

protocol CartViewOutput: AnyObject {
    func viewWillAppear()
    func didTapCheckout()
}

final class CartPresenter: CartViewOutput {

    weak var view: CartViewInput?
    private let interactor: CartInteractorInput
    private let router: CartRouterInput
    private var lines: [CartLine] = []

    init(interactor: CartInteractorInput, router: CartRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        lines = interactor.loadLines()
        view?.show(lines.map { "\($0.bags) × \($0.bean.origin) (\($0.bean.roast))" },
                   canCheckOut: !lines.isEmpty)
    }

    func didTapCheckout() {
        guard !lines.isEmpty else { return }
        router.openCheckout(lines: lines)
    }
}
