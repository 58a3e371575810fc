import Foundation

@MainActor
final class TrailsPresenter: ObservableObject {
    @Published private(set) var trails: [Trail] = []

    private let interactor: TrailsInteractor

    init(interactor: TrailsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        trails = await interactor.trails()
    }

    func summary(of trail: Trail) -> String {
        let length = trail.lengthKm.formatted(.number.precision(.fractionLength(1)))
        return "\(length) km · +\(trail.elevationGainM) m" + (trail.needsPermit ? " · permit" : "")
    }
}
