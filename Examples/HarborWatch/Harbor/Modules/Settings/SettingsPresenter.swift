import Foundation
import HarborKit

/// Reads the sign-in state from the shared session and asks the router to show the login screen.
final class SettingsPresenter: SettingsViewOutput {
    private weak var view: SettingsViewInput?
    private let router: SettingsRouterInput

    init(view: SettingsViewInput, router: SettingsRouterInput) {
        self.view = view
        self.router = router
    }

    func viewDidLoad() { view?.show(signedIn: SessionStore.shared.isSignedIn) }
    func didTapSignIn() { router.showLogin() }
}
