import Foundation

@MainActor
final class CrossingsPresenter: ObservableObject {
    @Published private(set) var crossings: [Crossing] = []

    private let interactor: CrossingsInteractor
    private let router: CrossingsRouter

    init(interactor: CrossingsInteractor, router: CrossingsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func load() async {
        crossings = await interactor.crossings()
    }

    func duration(of crossing: Crossing) -> String {
        "About \(crossing.hours.formatted()) hours"
    }

    func didSelect(_ crossing: Crossing) {
        router.showSailings(for: crossing)
    }
}
