import Foundation

struct Trip {
    let id: UUID
    let destination: String
    let departure: Date
    let nights: Int
}

struct PackingItem {
    let name: String
    var packed: Bool
}
