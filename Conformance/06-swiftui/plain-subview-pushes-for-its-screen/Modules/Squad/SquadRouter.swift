import SwiftUI

final class SquadRouter {
    private let club: ClubService

    init(club: ClubService) {
        self.club = club
    }

    func makeCoachProfile(coachID: Coach.ID) -> some View {
        CoachProfileBuilder.build(coachID: coachID, club: club)
    }
}
