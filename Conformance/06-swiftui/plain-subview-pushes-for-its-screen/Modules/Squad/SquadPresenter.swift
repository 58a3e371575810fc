import SwiftUI

@MainActor
final class SquadPresenter: ObservableObject {
    @Published private(set) var players: [Player] = []
    @Published private(set) var coachName = "Head coach"
    @Published private(set) var coachID: Coach.ID?

    private let interactor: SquadInteractor
    private let router: SquadRouter

    init(interactor: SquadInteractor, router: SquadRouter) {
        self.interactor = interactor
        self.router = router
    }

    func load() async {
        players = await interactor.players()
        if let coach = await interactor.headCoach() {
            coachName = coach.name
            coachID = coach.id
        }
    }

    func coachProfileScreen() -> some View {
        router.makeCoachProfile(coachID: coachID ?? 0)
    }
}
