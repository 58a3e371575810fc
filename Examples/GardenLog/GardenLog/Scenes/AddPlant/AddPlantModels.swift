import Foundation

struct PlantDraft {
    var name: String
    var species: String
    var wateringIntervalDays: Int
    var photoLink: String?
}

enum PlantValidationError: Error {
    case missingName
    case intervalOutOfRange

    var message: String {
        switch self {
        case .missingName: return "Please give your plant a name."
        case .intervalOutOfRange: return "Watering interval must be between 1 and 60 days."
        }
    }
}

enum AddPlant {
    enum Load {
        struct Request {}

        struct Response {
            let defaultInterval: Int
            let intervalRange: ClosedRange<Int>
        }

        struct ViewModel {
            let intervalText: String
            let minimum: Double
            let maximum: Double
            let value: Double
        }
    }

    enum Save {
        struct Request {
            let draft: PlantDraft
        }

        struct Response {
            let plant: Plant?
            let validationError: String?
        }

        struct ViewModel {
            let errorMessage: String?
        }
    }
}
