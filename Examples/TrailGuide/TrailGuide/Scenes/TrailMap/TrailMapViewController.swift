import UIKit

protocol TrailMapDisplayLogic: AnyObject {
    func displayTrailMap(viewModel: TrailMapViewModel)
}

/// Shows the map of a trail inside the trail detail screen.
final class TrailMapViewController: UIViewController, TrailMapDisplayLogic {
    var interactor: TrailMapBusinessLogic?
    var router: (NSObjectProtocol & TrailMapRoutingLogic & TrailMapDataPassing)?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = TrailMapInteractor()
        let presenter = TrailMapPresenter()
        let router = TrailMapRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.reload(request: TrailMapRequest())
    }

    func displayTrailMap(viewModel: TrailMapViewModel) {
        title = viewModel.title
    }
}
