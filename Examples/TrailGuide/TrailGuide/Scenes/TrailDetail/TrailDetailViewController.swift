import UIKit

protocol TrailDetailDisplayLogic: AnyObject {
    func displayTrailDetail(viewModel: TrailDetailViewModel)
}

/// Shows one trail with its map embedded in a container view, and opens the trail's review card.
final class TrailDetailViewController: UIViewController, TrailDetailDisplayLogic {
    var interactor: TrailDetailBusinessLogic?
    var router: (NSObjectProtocol & TrailDetailRoutingLogic & TrailDetailDataPassing)?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = TrailDetailInteractor()
        let presenter = TrailDetailPresenter()
        let router = TrailDetailRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.reload(request: TrailDetailRequest())
    }

    func displayTrailDetail(viewModel: TrailDetailViewModel) {
        title = viewModel.title
    }
}
