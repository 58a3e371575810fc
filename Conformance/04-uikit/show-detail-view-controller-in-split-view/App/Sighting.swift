import Foundation

struct Sighting {
    let species: String
    let place: String
    let count: Int
    let date: Date
}
