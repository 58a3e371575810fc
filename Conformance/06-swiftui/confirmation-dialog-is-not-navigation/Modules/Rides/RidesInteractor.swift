import Foundation

final class RidesInteractor {
    private let service: RideService

    init(service: RideService) {
        self.service = service
    }

    func upcoming() async -> [Ride] {
        await service.upcomingRides()
    }
}
