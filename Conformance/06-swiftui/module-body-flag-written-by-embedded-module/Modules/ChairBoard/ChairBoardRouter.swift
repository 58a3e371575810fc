import SwiftUI

@MainActor
final class ChairBoardRouter {
    weak var presenter: ChairBoardPresenter!

    func makeSetupView() -> some View {
        PracticeSetupBuilder.build()
            .environmentObject(presenter)
    }
}
