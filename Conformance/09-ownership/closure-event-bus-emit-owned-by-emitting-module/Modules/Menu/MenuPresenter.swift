import Foundation

protocol MenuViewOutput: AnyObject {
    func viewDidLoad()
    func didAddPastry(at index: Int)
    func didTapBasket()
}

final class MenuPresenter: MenuViewOutput {

    weak var view: MenuViewInput?
    private let interactor: MenuInteractorInput
    private let basket: Basket
    private var pastries: [Pastry] = []

    init(interactor: MenuInteractorInput, basket: Basket) {
        self.interactor = interactor
        self.basket = basket
    }

    func viewDidLoad() {
        pastries = interactor.todaysBake()
        view?.show(pastries, basketCount: basket.items.count)
    }

    func didAddPastry(at index: Int) {
        basket.add(pastries[index])
        view?.show(pastries, basketCount: basket.items.count)
    }

    func didTapBasket() {
        guard !basket.items.isEmpty else { return }
        EventBus.shared.emit(.showCart)
    }
}
