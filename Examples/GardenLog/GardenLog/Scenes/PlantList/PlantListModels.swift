import Foundation

enum PlantList {
    enum Load {
        struct Request {}

        struct Response {
            let plants: [Plant]
        }

        struct ViewModel {
            struct DisplayedPlant {
                let name: String
                let species: String
                let wateringHint: String
                let isThirsty: Bool
            }

            let displayedPlants: [DisplayedPlant]
        }
    }

    enum SelectPlant {
        struct Request {
            let index: Int
        }
    }
}
