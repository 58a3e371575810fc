import Foundation

protocol CheckoutModuleOutput: AnyObject {
    func checkoutDidFinish(order: Order)
}

protocol CheckoutViewOutput: AnyObject {
    func viewDidLoad()
    func didTapPay(address: String)
}

final class CheckoutPresenter: CheckoutViewOutput {

    weak var view: CheckoutViewInput?
    weak var output: CheckoutModuleOutput?
    private let interactor: CheckoutInteractorInput
    private let lines: [CartLine]

    init(lines: [CartLine], interactor: CheckoutInteractorInput) {
        self.lines = lines
        self.interactor = interactor
    }

    func viewDidLoad() {
        let bags = lines.reduce(0) { $0 + $1.bags }
        view?.showSummary("\(bags) bags of freshly roasted coffee")
    }

    func didTapPay(address: String) {
        guard !address.trimmingCharacters(in: .whitespaces).isEmpty else {
            view?.showError("Please enter a delivery address.")
            return
        }
        view?.setBusy(true)
        interactor.placeOrder(lines: lines, address: address) { [weak self] result in
            guard let self = self else { return }
            self.view?.setBusy(false)
            switch result {
            case .success(let order):
                self.output?.checkoutDidFinish(order: order)
            case .failure(.outOfStock):
                self.view?.showError("One of your beans just sold out.")
            case .failure(.paymentDeclined):
                self.view?.showError("Your card was declined.")
            }
        }
    }
}
