import Foundation

final class CampsitesPresenter {
    private weak var view: CampsitesView?
    private let interactor: CampsitesInteractor
    private let router: CampsitesRouter
    private var campsites: [Campsite] = []

    init(view: CampsitesView, interactor: CampsitesInteractor, router: CampsitesRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        Task { @MainActor in
            campsites = await interactor.campsitesWithSpace()
            view?.show(rows: campsites.map { "\($0.name), \($0.region) · \($0.pitchesFree) free" })
        }
    }

    func didSelect(at index: Int) {
        router.showBooking(for: campsites[index])
    }
}
