import UIKit

protocol PreferencesDisplayLogic: AnyObject {
    func displayPreferences(viewModel: PreferencesViewModel)
}

/// Shows the app's preferences as a tab of the settings.
final class PreferencesViewController: UIViewController, PreferencesDisplayLogic {
    var interactor: PreferencesBusinessLogic?
    var router: (NSObjectProtocol & PreferencesRoutingLogic & PreferencesDataPassing)?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = PreferencesInteractor()
        let presenter = PreferencesPresenter()
        let router = PreferencesRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.reload(request: PreferencesRequest())
    }

    func displayPreferences(viewModel: PreferencesViewModel) {
        title = viewModel.title
    }
}
