import Foundation

protocol SettingsViewInput: AnyObject {
    func show(items: [SettingsItem])
}

protocol SettingsViewOutput: AnyObject {
    func viewIsReady()
    func didSelect(_ item: SettingsItem)
    func didTapDone()
}

protocol SettingsInteractorInput: AnyObject {
    func signOut()
}

protocol SettingsInteractorOutput: AnyObject {
    func didSignOut()
}

protocol SettingsRouterInput: AnyObject {
    func openHelpCenter()
    func restartOnboarding()
    func close()
}

enum SettingsItem: CaseIterable {
    case help
    case signOut

    var title: String {
        switch self {
        case .help: return "Help center"
        case .signOut: return "Sign out"
        }
    }
}
