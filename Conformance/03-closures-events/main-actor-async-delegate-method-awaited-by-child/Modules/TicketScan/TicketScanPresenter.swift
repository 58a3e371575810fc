import Foundation

@MainActor
protocol TicketScanDelegate: AnyObject {
    func ticketScan(_ scan: TicketScanPresenter, didRead code: String) async -> Bool
}

@MainActor
final class TicketScanPresenter {

    weak var view: TicketScanViewInput?
    weak var delegate: TicketScanDelegate?
    private let gate: Gate
    private var isChecking = false

    init(gate: Gate) {
        self.gate = gate
    }

    var title: String {
        "Scanning · \(gate.name)"
    }

    func didRead(code: String) {
        guard !isChecking else { return }
        isChecking = true
        view?.showChecking()
        Task {
            let admitted = await delegate?.ticketScan(self, didRead: code) ?? false
            isChecking = false
            if !admitted {
                view?.showRejected(code)
            }
        }
    }
}
