import SwiftUI

@main
struct SundayLeagueApp: App {
    private let club = ClubService()

    var body: some Scene {
        WindowGroup {
            SquadBuilder.build(club: club)
        }
    }
}
