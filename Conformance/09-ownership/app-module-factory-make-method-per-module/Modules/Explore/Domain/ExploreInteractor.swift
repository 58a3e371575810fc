import Foundation

protocol ExploreInteractorInput: AnyObject {
    func featuredStays() -> [Stay]
}

final class ExploreInteractor: ExploreInteractorInput {

    private let stays: StayRepository

    init(stays: StayRepository) {
        self.stays = stays
    }

    func featuredStays() -> [Stay] {
        stays.featured().sorted { $0.pricePerNight < $1.pricePerNight }
    }
}
