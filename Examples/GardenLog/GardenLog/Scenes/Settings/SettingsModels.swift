import Foundation

struct GardenPreferences: Codable {
    var gardenName: String
    var remindersEnabled: Bool
    var reminderHour: Int

    static let standard = GardenPreferences(gardenName: "My Garden", remindersEnabled: true, reminderHour: 8)
}

enum Settings {
    enum Load {
        struct Request {}

        struct Response {
            let preferences: GardenPreferences
        }

        struct ViewModel {
            let gardenName: String
            let remindersEnabled: Bool
            let reminderSummary: String
        }
    }

    enum Save {
        struct Request {
            let gardenName: String
            let remindersEnabled: Bool
        }
    }
}
