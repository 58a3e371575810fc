import UIKit

final class SettingsViewController: UITableViewController, SettingsViewInterface {
    var eventHandler: SettingsModuleInterface?

    override func viewDidLoad() {
        super.viewDidLoad()
        eventHandler?.updateView()
    }

    func show(options: [String]) {}
}
