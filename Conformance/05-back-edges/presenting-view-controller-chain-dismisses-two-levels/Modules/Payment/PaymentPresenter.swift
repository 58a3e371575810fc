import Foundation

protocol PaymentViewOutput: AnyObject {
    func viewDidLoad()
    func didTapPay()
    func didTapCancel()
}

final class PaymentPresenter: PaymentViewOutput {

    weak var view: PaymentViewInput?
    var interactor: PaymentInteractorInput!
    var router: PaymentRouterInput!
    private let order: DrinkOrder
    private let onPaid: (DrinkOrder) -> Void

    init(order: DrinkOrder, onPaid: @escaping (DrinkOrder) -> Void) {
        self.order = order
        self.onPaid = onPaid
    }

    func viewDidLoad() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        view?.show(total: formatter.string(from: order.total as NSDecimalNumber) ?? "")
    }

    func didTapPay() {
        view?.setPaying(true)
        interactor.charge(order) { [weak self] result in
            guard let self else { return }
            self.view?.setPaying(false)
            switch result {
            case .success:
                self.onPaid(self.order)
                self.router.closeWholeOrder()
            case .failure(let error):
                self.view?.showError(error.localizedDescription)
            }
        }
    }

    func didTapCancel() {
        router.backToOptions()
    }
}
