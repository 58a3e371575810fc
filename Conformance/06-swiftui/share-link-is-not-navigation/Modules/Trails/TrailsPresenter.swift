import Foundation

@MainActor
final class TrailsPresenter: ObservableObject {
    @Published private(set) var trails: [Trail] = []
    @Published var loopsOnly = false

    private let interactor: TrailsInteractor

    init(interactor: TrailsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        trails = await interactor.trails(loopsOnly: loopsOnly)
    }

    func subtitle(for trail: Trail) -> String {
        let length = trail.lengthKm.formatted(.number.precision(.fractionLength(1)))
        return "\(trail.region) · \(length) km · \(trail.ascentM) m ascent"
    }
}
