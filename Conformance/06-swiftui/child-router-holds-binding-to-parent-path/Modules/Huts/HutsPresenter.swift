import Foundation

@MainActor
final class HutsPresenter: ObservableObject {
    @Published private(set) var huts: [Hut] = []

    private let interactor: HutsInteractor
    private let router: HutsRouter

    init(interactor: HutsInteractor, router: HutsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func load() async {
        huts = await interactor.hutsByAltitude()
    }

    func didSelect(_ hut: Hut) {
        router.showHut(hut)
    }
}
