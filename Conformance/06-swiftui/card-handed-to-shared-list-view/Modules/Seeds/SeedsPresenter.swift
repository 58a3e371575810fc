import SwiftUI

@MainActor
final class SeedsPresenter: ObservableObject {
    @Published private(set) var seeds: [Seed] = []

    private let interactor: SeedsInteractor
    private let router: SeedsRouter

    init(interactor: SeedsInteractor, router: SeedsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func load() async {
        seeds = await interactor.seeds()
    }

    func matches(_ seed: Seed, _ query: String) -> Bool {
        seed.name.localizedCaseInsensitiveContains(query)
            || seed.variety.localizedCaseInsensitiveContains(query)
    }

    func availability(of seed: Seed) -> String {
        seed.packetsLeft == 0 ? "All gone for now" : "\(seed.packetsLeft) packets"
    }

    func sowingGuide(for seed: Seed) -> some View {
        router.makeSowingGuide(for: seed)
    }
}
