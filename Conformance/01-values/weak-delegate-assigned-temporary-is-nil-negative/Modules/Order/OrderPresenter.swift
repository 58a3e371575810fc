import Foundation

protocol OrderModuleOutput: AnyObject {
    func orderDidPlace(_ order: CakeOrder)
}

protocol OrderViewOutput: AnyObject {
    func viewDidLoad()
    func didTapPlaceOrder(message: String)
}

final class OrderPresenter: OrderViewOutput {

    weak var view: OrderViewInput?
    weak var output: OrderModuleOutput?
    private let cake: Cake
    private let interactor: OrderInteractorInput

    init(cake: Cake, interactor: OrderInteractorInput) {
        self.cake = cake
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(title: cake.name, price: String(format: "€%.2f", Double(cake.priceInCents) / 100))
    }

    func didTapPlaceOrder(message: String) {
        view?.setBusy(true)
        interactor.place(cake: cake, message: message) { [weak self] order in
            self?.view?.setBusy(false)
            self?.output?.orderDidPlace(order)
        }
    }
}
