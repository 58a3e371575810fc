import Foundation

struct Plant: Equatable {
    let name: String
    let species: String
    let lastWatered: Date
    let potDiameter: Int
    let isRootBound: Bool
}
