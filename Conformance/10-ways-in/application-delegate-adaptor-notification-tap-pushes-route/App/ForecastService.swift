import Foundation

struct SurfSpot: Identifiable, Hashable {
    let id: Int
    let name: String
    let region: String
}

struct SwellReading: Identifiable, Hashable {
    let id: Int
    let hour: String
    let heightMetres: Double
    let periodSeconds: Int
}

final class ForecastService {

    func spots() async -> [SurfSpot] {
        [
            SurfSpot(id: 3, name: "Fistral North", region: "Cornwall"),
            SurfSpot(id: 8, name: "Freshwater West", region: "Pembrokeshire"),
            SurfSpot(id: 14, name: "Thurso East", region: "Caithness")
        ]
    }

    func spot(id: Int) async -> SurfSpot? {
        await spots().first { $0.id == id }
    }

    func swell(at spotID: Int) async -> [SwellReading] {
        [
            SwellReading(id: 6, hour: "06:00", heightMetres: 1.4, periodSeconds: 11),
            SwellReading(id: 9, hour: "09:00", heightMetres: 1.7, periodSeconds: 12),
            SwellReading(id: 12, hour: "12:00", heightMetres: 1.2, periodSeconds: 10)
        ]
    }

    func saveSession(spotID: Int, minutes: Int, waves: Int) async {}
}
