import SwiftUI

enum GymBuilder {
    @MainActor
    static func build(state: AccountState) -> some View {
        let router = GymRouter(state: state)
        let presenter = GymPresenter(state: state, router: router)
        return GymView(presenter: presenter)
    }
}
