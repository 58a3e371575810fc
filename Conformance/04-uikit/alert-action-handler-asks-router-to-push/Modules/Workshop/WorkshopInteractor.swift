import Foundation

struct RepairTicket {
    let bike: String
    let status: String
}

enum RepairKind {
    case scheduledService
    case damage
}

protocol WorkshopInteractorInput: AnyObject {
    func openTickets() -> [RepairTicket]
}

final class WorkshopInteractor: WorkshopInteractorInput {

    func openTickets() -> [RepairTicket] {
        [
            RepairTicket(bike: "Gravel bike · Orange", status: "Waiting for parts"),
            RepairTicket(bike: "Cargo bike · Black", status: "Ready for pickup")
        ]
    }
}
