import Foundation

@MainActor
final class SightingsPresenter: ObservableObject {
    @Published private(set) var birds: [BirdItem] = []

    private let interactor: SightingsInteractor

    init(interactor: SightingsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        birds = await interactor.recentBirds()
    }

    func subtitle(for bird: BirdItem) -> String {
        "\(bird.count) seen · \(bird.lastSeen.formatted(.relative(presentation: .named)))"
    }
}
