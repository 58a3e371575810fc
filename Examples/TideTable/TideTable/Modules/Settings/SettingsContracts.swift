import UIKit

protocol SettingsViewInput: AnyObject {
    func show(units: String)
}

protocol SettingsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapDone()
}

protocol SettingsRouterInput: AnyObject {
    func close()
}
