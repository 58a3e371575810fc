import Foundation

protocol CheckoutViewOutput: AnyObject {
    var totalText: String { get }
    func didConfirm(collectAt: Date)
}

final class CheckoutPresenter: CheckoutViewOutput {

    weak var view: CheckoutViewInput?
    private let interactor: CheckoutInteractorInput

    init(interactor: CheckoutInteractorInput) {
        self.interactor = interactor
    }

    var totalText: String {
        String(format: "Total £%.2f", Double(interactor.totalPence) / 100)
    }

    func didConfirm(collectAt: Date) {
        view?.setBusy(true)
        interactor.placeOrder(collectAt: collectAt) { [weak self] result in
            self?.view?.setBusy(false)
            switch result {
            case .success:
                EventBus.shared.emit(.orderPlaced)
            case .failure:
                self?.view?.showRetry()
            }
        }
    }
}
