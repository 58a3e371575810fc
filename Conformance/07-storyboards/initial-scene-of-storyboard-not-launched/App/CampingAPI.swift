import Foundation

struct Campsite: Hashable {
    let id: Int
    let name: String
    let region: String
    let pitchesFree: Int
}

final class CampingAPI {
    static let shared = CampingAPI()

    func campsites() async -> [Campsite] {
        [
            Campsite(id: 12, name: "Pine Hollow", region: "Lake District", pitchesFree: 6),
            Campsite(id: 31, name: "Dune View", region: "Norfolk coast", pitchesFree: 0)
        ]
    }

    func book(campsiteID: Int, nights: Int, tent: Bool) async throws -> String {
        "CAMP-\(campsiteID)-\(nights)"
    }
}
