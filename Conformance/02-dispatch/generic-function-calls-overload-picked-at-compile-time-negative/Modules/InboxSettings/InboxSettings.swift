import UIKit

final class InboxSettingsViewController: UITableViewController {
    var presenter: InboxSettingsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notifications"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.settings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.settings[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .checkmark
        return cell
    }
}

final class InboxSettingsPresenter {
    let settings = ["Out for delivery", "Ready for pick-up", "Delivery problems"]
}

enum InboxSettingsBuilder {
    static func build() -> UIViewController {
        let view = InboxSettingsViewController(style: .insetGrouped)
        view.presenter = InboxSettingsPresenter()
        return view
    }
}
