import UIKit

protocol TrailListDisplayLogic: AnyObject {
    func displayTrailList(viewModel: TrailListViewModel)
}

/// Lists the trails and is the app's first screen, the root of Main.storyboard's navigation controller.
/// It opens a trail's details and is where the Filter screen unwinds to.
final class TrailListViewController: UIViewController, TrailListDisplayLogic {
    var interactor: TrailListBusinessLogic?
    var router: (NSObjectProtocol & TrailListRoutingLogic & TrailListDataPassing)?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = TrailListInteractor()
        let presenter = TrailListPresenter()
        let router = TrailListRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.reload(request: TrailListRequest())
    }

    func displayTrailList(viewModel: TrailListViewModel) {
        title = viewModel.title
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // The storyboard's ShowTrail segue shows the detail; here it only gets its trail.
        if let detail = segue.destination as? TrailDetailViewController, var store = detail.router?.dataStore {
            store.trailID = router?.dataStore?.selectedTrailID
        }
    }

    func didSelectTrail(id: String) {
        router?.routeToTrailDetail()
    }

    @IBAction func unwindToTrailList(_ segue: UIStoryboardSegue) {
        interactor?.reload(request: TrailListRequest())
    }
}
