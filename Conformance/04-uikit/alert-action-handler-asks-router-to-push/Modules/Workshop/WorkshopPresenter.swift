import Foundation

protocol WorkshopViewOutput: AnyObject {
    func viewDidLoad()
    func didTapNewRepair()
    func didChooseRepairKind(_ kind: RepairKind)
}

final class WorkshopPresenter: WorkshopViewOutput {

    weak var view: WorkshopViewInput?
    private let interactor: WorkshopInteractorInput
    private let router: WorkshopRouterInput

    init(interactor: WorkshopInteractorInput, router: WorkshopRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(tickets: interactor.openTickets())
    }

    func didTapNewRepair() {
        view?.showRepairKindChoice()
    }

    func didChooseRepairKind(_ kind: RepairKind) {
        switch kind {
        case .scheduledService:
            router.openServiceBooking()
        case .damage:
            router.openDamageReport()
        }
    }
}
