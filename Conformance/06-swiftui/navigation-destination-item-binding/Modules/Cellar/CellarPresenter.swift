import Foundation

@MainActor
final class CellarPresenter: ObservableObject {
    @Published private(set) var bottles: [Bottle] = []
    @Published var openedBottle: Bottle?

    private let interactor: CellarInteractor

    init(interactor: CellarInteractor) {
        self.interactor = interactor
    }

    func load() async {
        bottles = await interactor.bottlesReadyFirst()
    }

    func didTap(_ bottle: Bottle) {
        openedBottle = bottle
    }

    func label(for bottle: Bottle) -> String {
        "\(bottle.producer) \(bottle.cuvee) \(bottle.vintage)"
    }
}
