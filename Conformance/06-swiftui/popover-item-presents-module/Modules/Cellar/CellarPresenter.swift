import Foundation

@MainActor
final class CellarPresenter: ObservableObject {
    @Published private(set) var bottles: [Bottle] = []
    @Published var bottleToNote: Bottle?

    private let interactor: CellarInteractor

    init(interactor: CellarInteractor) {
        self.interactor = interactor
    }

    func load() {
        bottles = interactor.bottles()
    }

    func didTapAddNote(for bottle: Bottle) {
        bottleToNote = bottle
    }

    func title(for bottle: Bottle) -> String {
        "\(bottle.producer) \(bottle.vintage)"
    }

    func subtitle(for bottle: Bottle) -> String {
        bottle.notes.last ?? "No tasting notes yet"
    }
}
