import Foundation

protocol SettingsViewInput: AnyObject {
    func show(signedIn: Bool)
}

protocol SettingsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSignIn()
}

protocol SettingsRouterInput: AnyObject {
    func showLogin()
}
