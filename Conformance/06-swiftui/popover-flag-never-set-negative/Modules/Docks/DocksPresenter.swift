import SwiftUI

@MainActor
final class DocksPresenter: ObservableObject {
    @Published private(set) var docks: [Dock] = []

    private let interactor: DocksInteractor
    private let router: DocksRouter

    init(interactor: DocksInteractor, router: DocksRouter) {
        self.interactor = interactor
        self.router = router
    }

    func load() async {
        docks = await interactor.docks()
    }

    func availability(of dock: Dock) -> String {
        "\(dock.bikes) bikes · \(dock.eBikes) e-bikes · \(dock.freeSlots) free slots"
    }

    func detailScreen(for dock: Dock) -> some View {
        router.makeDockDetail(for: dock)
    }
}
