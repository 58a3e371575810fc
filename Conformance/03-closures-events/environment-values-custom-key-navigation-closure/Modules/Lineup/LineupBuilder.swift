import SwiftUI

enum LineupBuilder {
    static func build(programme: FestivalProgramme) -> some View {
        let interactor = LineupInteractor(programme: programme)
        let presenter = LineupPresenter(interactor: interactor)
        return LineupView(presenter: presenter)
    }
}
