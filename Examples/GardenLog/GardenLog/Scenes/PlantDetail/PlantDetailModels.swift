import Foundation

enum PlantDetail {
    enum Load {
        struct Request {}

        struct Response {
            let plant: Plant
        }

        struct ViewModel {
            let title: String
            let species: String
            let lastWateredText: String
            let nextWateringText: String
            let photoURL: URL?
        }
    }

    enum WaterNow {
        struct Request {
            let date: Date
        }
    }
}
