import UIKit

protocol AboutDisplayLogic: AnyObject {
    func displayAbout(viewModel: AboutViewModel)
}

/// Shows information about the app and goes back when Done is tapped.
final class AboutViewController: UIViewController, AboutDisplayLogic {
    var interactor: AboutBusinessLogic?
    var router: (NSObjectProtocol & AboutRoutingLogic & AboutDataPassing)?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = AboutInteractor()
        let presenter = AboutPresenter()
        let router = AboutRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.reload(request: AboutRequest())
    }

    func displayAbout(viewModel: AboutViewModel) {
        title = viewModel.title
    }

    @IBAction func doneTapped() {
        router?.routeBack()
    }
}
