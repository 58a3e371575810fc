import SwiftUI

enum ProjectsBuilder {
    @MainActor
    static func build(ledger: TimeLedger) -> some View {
        let interactor = ProjectsInteractor(ledger: ledger)
        let presenter = ProjectsPresenter(interactor: interactor)
        return ProjectsView(presenter: presenter, ledger: ledger)
    }
}
