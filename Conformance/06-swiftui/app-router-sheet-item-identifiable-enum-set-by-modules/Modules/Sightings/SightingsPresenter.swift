import Foundation

@MainActor
final class SightingsPresenter: ObservableObject {
    @Published private(set) var sightings: [Sighting] = []

    private let interactor: SightingsInteractor

    init(interactor: SightingsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        sightings = await interactor.sightings()
    }

    func caption(of sighting: Sighting) -> String {
        "\(sighting.count) at \(sighting.site) · \(sighting.date.formatted(.relative(presentation: .named)))"
    }
}
