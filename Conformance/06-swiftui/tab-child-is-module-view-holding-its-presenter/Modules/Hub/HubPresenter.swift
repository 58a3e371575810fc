import SwiftUI

final class HubPresenter: ObservableObject {
    private let router: HubRouter
    @Published var selection = 0

    init(router: HubRouter) {
        self.router = router
    }

    func atlasPage() -> AnyView? { router.atlasTab }
    func notesPage() -> AnyView? { router.notesTab }
}
