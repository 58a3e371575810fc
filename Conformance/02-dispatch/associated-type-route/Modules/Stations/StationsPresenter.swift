import Foundation

enum StationsRoute {
    case lineMap(lineID: String)
    case serviceAlerts
}

final class StationsPresenter<R: Router>: StationsViewOutput where R.Route == StationsRoute {
    weak var view: StationsViewController?
    private let router: R
    private let interactor: StationsInteractor

    init(router: R, interactor: StationsInteractor) {
        self.router = router
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.refreshDepartures()
    }

    func didSelectLine(id: String) {
        router.navigate(to: .lineMap(lineID: id))
    }

    func didTapAlerts() {
        router.navigate(to: .serviceAlerts)
    }
}
