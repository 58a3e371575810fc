import SwiftUI

enum SquadBuilder {
    static func build(club: ClubService) -> some View {
        let interactor = SquadInteractor(club: club)
        let router = SquadRouter(club: club)
        let presenter = SquadPresenter(interactor: interactor, router: router)
        return SquadView(presenter: presenter)
    }
}
