import Foundation

final class TrailsPresenter {
    private weak var view: TrailsView?
    private let interactor: TrailsInteractor
    private let router: TrailsRouter

    init(view: TrailsView, interactor: TrailsInteractor, router: TrailsRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(rows: interactor.trails.map { trail in
            (trail.name, "\(trail.lengthKm.formatted()) km · \(trail.ascentM) m · \(trail.difficulty)")
        })
    }

    func makeTrailMap(coder: NSCoder, row: Int) -> TrailMapViewController? {
        router.makeTrailMap(coder: coder, trail: interactor.trails[row])
    }
}
