import Foundation

protocol RoutesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectRoute(at index: Int)
    func didTapImport()
}

final class RoutesPresenter: RoutesViewOutput {

    weak var view: RoutesViewInput?
    private let interactor: RoutesInteractorInput
    private let router: RoutesRouterInput
    private var routes: [TrailRoute] = []

    init(interactor: RoutesInteractorInput, router: RoutesRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        routes = interactor.savedRoutes()
        view?.show(routes)
    }

    func didSelectRoute(at index: Int) {
        router.openDetail(of: routes[index])
    }

    func didTapImport() {
        view?.showImporting(true)
        let file = interactor.sampleFileURL()
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            guard let self else { return }
            let parsed = self.interactor.parseGPX(at: file)
            DispatchQueue.main.async {
                self.view?.showImporting(false)
                if let route = parsed {
                    self.router.openImportPreview(of: route)
                }
            }
        }
    }
}
