import Foundation

final class SquadInteractor {
    private let club: ClubService

    init(club: ClubService) {
        self.club = club
    }

    func players() async -> [Player] {
        let players = (try? await club.squad()) ?? []
        return players.sorted { $0.shirtNumber < $1.shirtNumber }
    }

    func headCoach() async -> Coach? {
        try? await club.headCoach()
    }
}
