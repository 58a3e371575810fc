import SwiftUI

enum BedsBuilder {
    @MainActor
    static func build(journal: GardenJournal, router: AllotmentRouter) -> some View {
        let interactor = BedsInteractor(journal: journal)
        let presenter = BedsPresenter(interactor: interactor)
        return BedsView(presenter: presenter, router: router)
    }
}
