import Foundation

struct Exhibition: Identifiable, Hashable {
    let id: String
    let title: String
    let hall: String
    let closes: String
    let ticketsURL: URL
}

final class MuseumService {
    static let shared = MuseumService()

    let websiteURL = URL(string: "https://www.harbourmuseum.example.org")!
    let address = "12 Quay Road, Harbourside"

    func exhibitions() async -> [Exhibition] {
        [
            Exhibition(id: "tides", title: "Tides and Timekeepers", hall: "East Hall", closes: "30 June",
                       ticketsURL: URL(string: "https://tickets.harbourmuseum.example.org/tides")!),
            Exhibition(id: "ropes", title: "Knots, Ropes and Rigging", hall: "Boat Shed", closes: "14 September",
                       ticketsURL: URL(string: "https://tickets.harbourmuseum.example.org/ropes")!)
        ]
    }
}
