import Foundation

struct Constellation: Equatable {
    let name: String
    let brightestStar: String
    let altitude: Double
}

struct ObservingSite {
    let latitude: Double
    let longitude: Double

    static let backyard = ObservingSite(latitude: 47.37, longitude: 8.54)
}
