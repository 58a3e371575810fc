import Foundation

protocol TransferViewOutput: AnyObject {
    func didTapSend(amount: Decimal, iban: String)
}

final class TransferPresenter: TransferViewOutput {

    weak var view: TransferViewInput?
    private let interactor: TransferInteractorInput
    private let router: TransferRouterInput

    init(interactor: TransferInteractorInput, router: TransferRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func didTapSend(amount: Decimal, iban: String) {
        view?.setSending(true)
        interactor.submitTransfer(amount: amount, to: iban) { [weak self] result in
            guard let self else { return }
            self.view?.setSending(false)
            switch result {
            case .success(let receipt):
                self.router.showReceipt(receipt)
            case .failure(let error):
                self.view?.showError(error.localizedDescription)
            }
        }
    }
}
