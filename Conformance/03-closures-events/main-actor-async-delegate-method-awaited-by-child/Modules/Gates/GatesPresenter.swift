import Foundation

protocol GatesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectGate(at index: Int)
    func didSelectAdmission(at index: Int)
}

@MainActor
final class GatesPresenter: GatesViewOutput {

    weak var view: GatesViewInput?
    private let interactor: GatesInteractorInput
    private let router: GatesRouterInput
    private var gates: [Gate] = []
    private var admissions: [Ticket] = []

    init(interactor: GatesInteractorInput, router: GatesRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        gates = interactor.gates()
        view?.show(gates: gates, admissions: admissions)
    }

    func didSelectGate(at index: Int) {
        router.openScanner(at: gates[index], delegate: self)
    }

    func didSelectAdmission(at index: Int) {
        router.openAttendee(admissions[index])
    }
}

extension GatesPresenter: TicketScanDelegate {

    func ticketScan(_ scan: TicketScanPresenter, didRead code: String) async -> Bool {
        guard let ticket = await interactor.validate(code: code) else {
            return false
        }
        admissions.insert(ticket, at: 0)
        view?.show(gates: gates, admissions: admissions)
        router.openAttendee(ticket)
        return true
    }
}
