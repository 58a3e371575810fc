import Foundation

final class RentalsInteractor {
    private let service: RentalService

    init(service: RentalService) {
        self.service = service
    }

    func nearbyBikes() async -> [Bike] {
        await service.nearbyBikes()
    }
}
