import UIKit

/// Lists the settings options, such as sorting the board by date and the About screen.
final class SettingsViewController: UITableViewController, SettingsViewInterface {
    var eventHandler: SettingsModuleInterface?

    override func viewDidLoad() {
        super.viewDidLoad()
        eventHandler?.updateView()
    }

    func show(options: [String]) {}
}
