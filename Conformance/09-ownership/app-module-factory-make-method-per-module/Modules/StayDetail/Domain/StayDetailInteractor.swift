import Foundation

protocol StayDetailInteractorInput: AnyObject {
    func loadStay() -> Stay?
}

final class StayDetailInteractor: StayDetailInteractorInput {

    private let stayId: String
    private let stays: StayRepository

    init(stayId: String, stays: StayRepository) {
        self.stayId = stayId
        self.stays = stays
    }

    func loadStay() -> Stay? {
        stays.stay(id: stayId)
    }
}
