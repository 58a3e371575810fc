import Foundation

struct Berth: Equatable {
    let id: String
    let name: String
    let depth: Double
}

struct Booking: Equatable {
    let berthID: String
    let skipper: String
    let nights: Int
}
