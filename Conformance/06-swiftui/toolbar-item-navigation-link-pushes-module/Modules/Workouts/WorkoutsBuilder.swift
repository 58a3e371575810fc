import SwiftUI

enum WorkoutsBuilder {
    @MainActor
    static func build() -> some View {
        let interactor = WorkoutsInteractor(log: .shared)
        let presenter = WorkoutsPresenter(interactor: interactor)
        return WorkoutsView(presenter: presenter)
    }
}
