import SwiftUI

enum WorkoutsBuilder {
    static func build() -> some View {
        let router = WorkoutsRouter()
        let interactor = WorkoutsInteractor(repository: .shared)
        let presenter = WorkoutsPresenter(interactor: interactor, router: router)
        return WorkoutsView(presenter: presenter, router: router)
    }
}
