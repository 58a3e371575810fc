import Foundation

struct Dock: Equatable {
    let id: String
    let name: String
    let bikesAvailable: Int
    let freeSlots: Int
}

struct Ride {
    let from: String
    let to: String
    let minutes: Int
}
