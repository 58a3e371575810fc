import Foundation

final class SpotsInteractor {
    private let api: ParkingAPI

    init(api: ParkingAPI) {
        self.api = api
    }

    func spots(near street: String) async -> [ParkingSpot] {
        await api.freeSpots(near: street).sorted { $0.hourlyRate < $1.hourlyRate }
    }
}
