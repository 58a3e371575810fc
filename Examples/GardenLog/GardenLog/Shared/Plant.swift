import Foundation

struct Plant: Codable, Equatable {
    let id: UUID
    var name: String
    var species: String
    var wateringIntervalDays: Int
    var lastWatered: Date
    var photoURL: URL?

    init(name: String, species: String, wateringIntervalDays: Int, lastWatered: Date = Date(), photoURL: URL? = nil) {
        self.id = UUID()
        self.name = name
        self.species = species
        self.wateringIntervalDays = wateringIntervalDays
        self.lastWatered = lastWatered
        self.photoURL = photoURL
    }

    var nextWateringDate: Date {
        Calendar.current.date(byAdding: .day, value: wateringIntervalDays, to: lastWatered) ?? lastWatered
    }

    var needsWaterToday: Bool {
        nextWateringDate <= Date()
    }
}
