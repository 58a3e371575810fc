import UIKit

protocol ProfileViewInput: AnyObject {
    func show(name: String)
}

protocol ProfileViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSettings()
    func didTapLogOut()
}

protocol ProfileInteractorInput: AnyObject {
    var userName: String { get }
    func logOut()
}

/// The routes Profile takes: Settings' own route protocol (its default implementation pushes it).
protocol ProfileRouterInput: SettingsRoute {}
