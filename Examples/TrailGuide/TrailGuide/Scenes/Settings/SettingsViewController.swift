import UIKit

protocol SettingsDisplayLogic: AnyObject {
    func displaySettings(viewModel: SettingsViewModel)
}

/// Shows the Profile and Preferences tabs of Settings.storyboard and opens About.
final class SettingsViewController: UITabBarController, SettingsDisplayLogic {
    var interactor: SettingsBusinessLogic?
    var router: (NSObjectProtocol & SettingsRoutingLogic & SettingsDataPassing)?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = SettingsInteractor()
        let presenter = SettingsPresenter()
        let router = SettingsRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.reload(request: SettingsRequest())
    }

    func displaySettings(viewModel: SettingsViewModel) {
        title = viewModel.title
    }

    @IBAction func aboutTapped() {
        router?.routeToAbout()
    }
}
