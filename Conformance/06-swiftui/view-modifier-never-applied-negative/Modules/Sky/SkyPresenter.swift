import Foundation

@MainActor
final class SkyPresenter: ObservableObject {
    @Published private(set) var objects: [CelestialObject] = []

    private let interactor: SkyInteractor

    init(interactor: SkyInteractor) {
        self.interactor = interactor
    }

    func load() async {
        objects = await interactor.tonight()
    }

    func subtitle(for object: CelestialObject) -> String {
        "\(object.kind) · mag \(object.magnitude.formatted(.number.precision(.fractionLength(1)))) · best at \(object.bestViewing)"
    }
}
