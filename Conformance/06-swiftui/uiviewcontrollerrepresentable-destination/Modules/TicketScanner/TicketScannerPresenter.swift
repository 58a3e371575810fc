import Foundation

protocol TicketScannerViewInput: AnyObject {
    func showResult(accepted: Bool)
}

final class TicketScannerPresenter {
    private weak var view: TicketScannerViewInput?
    private let interactor: TicketScannerInteractor
    private let onAccepted: () -> Void

    init(view: TicketScannerViewInput, interactor: TicketScannerInteractor, onAccepted: @escaping () -> Void) {
        self.view = view
        self.interactor = interactor
        self.onAccepted = onAccepted
    }

    func didScan(code: String) {
        Task { @MainActor in
            let accepted = await interactor.validate(code)
            if accepted { onAccepted() }
            view?.showResult(accepted: accepted)
        }
    }
}
