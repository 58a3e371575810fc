import Foundation

struct BirdItem: Identifiable, Hashable {
    let id: UUID
    let commonName: String
    let latinName: String
    var lastSeen: Date
    var count: Int
}
