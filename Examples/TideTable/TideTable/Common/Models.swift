import Foundation

struct Spot: Equatable {
    let id: Int
    let name: String
    let region: String
}

struct TideReading: Equatable {
    let time: String
    let heightMeters: Double
}
