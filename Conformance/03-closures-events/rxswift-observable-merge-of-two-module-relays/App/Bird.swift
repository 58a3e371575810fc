import Foundation

struct Bird: Hashable {
    let commonName: String
    let scientificName: String
}

struct Sighting: Hashable {
    let bird: Bird
    let place: String
    let minutesAgo: Int
}
