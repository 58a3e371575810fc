import SwiftUI

enum RunsBuilder {
    @MainActor
    static func build(log: RunLog, pacer: PacerConnection) -> some View {
        let interactor = RunsInteractor(log: log)
        let presenter = RunsPresenter(interactor: interactor, pacer: pacer)
        return RunsView(presenter: presenter, log: log)
    }
}
