import Foundation

struct Player: Identifiable, Hashable {
    let id: Int
    let name: String
    let shirtNumber: Int
    let position: String
}

struct Coach: Identifiable, Hashable {
    let id: Int
    let name: String
    let licence: String
    let phone: String
}

final class ClubService {
    func squad() async throws -> [Player] {
        [
            Player(id: 1, name: "Sam Okafor", shirtNumber: 1, position: "GK"),
            Player(id: 4, name: "Dan Reilly", shirtNumber: 4, position: "CB"),
            Player(id: 9, name: "Priya Nair", shirtNumber: 9, position: "ST")
        ]
    }

    func headCoach() async throws -> Coach {
        Coach(id: 7, name: "Maggie Doyle", licence: "UEFA C", phone: "+44 7700 900123")
    }

    func coach(id: Coach.ID) async throws -> Coach {
        try await headCoach()
    }
}
