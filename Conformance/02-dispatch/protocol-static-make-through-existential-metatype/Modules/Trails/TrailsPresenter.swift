import Foundation

protocol TrailsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapMap()
    func didTapHuts()
}

final class TrailsPresenter: TrailsViewOutput {
    weak var view: TrailsViewInput?
    private let interactor: TrailsInteractor
    private let router: TrailsRouter

    init(interactor: TrailsInteractor, router: TrailsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        let open = interactor.openTrailCount()
        view?.show(summary: "\(open) trails open today")
    }

    func didTapMap() {
        router.show(TrailMapViewController.self)
    }

    func didTapHuts() {
        router.show(MountainHutsViewController.self)
    }
}
