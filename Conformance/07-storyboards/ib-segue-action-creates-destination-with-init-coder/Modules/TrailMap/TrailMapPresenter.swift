import Foundation

final class TrailMapPresenter {
    weak var view: TrailMapView?
    private let trail: Trail
    private let interactor: TrailMapInteractor

    init(trail: Trail, interactor: TrailMapInteractor) {
        self.trail = trail
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(
            title: trail.name,
            summary: "\(trail.lengthKm.formatted()) km, \(trail.ascentM) m of ascent",
            waypoints: interactor.waypoints(for: trail)
        )
    }
}
