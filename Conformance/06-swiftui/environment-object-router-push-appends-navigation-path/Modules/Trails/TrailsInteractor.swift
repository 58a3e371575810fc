import Foundation

final class TrailsInteractor {
    private let parks: ParkService

    init(parks: ParkService) {
        self.parks = parks
    }

    func trails() async -> [Trail] {
        await parks.trails().sorted { $0.lengthKm < $1.lengthKm }
    }
}
