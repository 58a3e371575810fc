import Foundation

protocol DonationSlotsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectSlot(at index: Int)
}

final class DonationSlotsPresenter: DonationSlotsViewOutput {

    weak var view: DonationSlotsViewInput?
    private let service: DonorService
    private let wireframe: DonationSlotsWireframeInput
    private var slots: [DonationSlot] = []

    init(service: DonorService, wireframe: DonationSlotsWireframeInput) {
        self.service = service
        self.wireframe = wireframe
    }

    func viewDidLoad() {
        slots = service.openSlots()
        view?.show(slots.map { "\($0.startsAt) · \($0.centre) · \($0.kind)" })
    }

    func didSelectSlot(at index: Int) {
        wireframe.openBooking(for: slots[index])
    }
}
