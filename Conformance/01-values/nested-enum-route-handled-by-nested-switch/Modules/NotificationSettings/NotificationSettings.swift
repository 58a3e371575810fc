import UIKit

final class NotificationSettingsViewController: UITableViewController {
    var presenter: NotificationSettingsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notifications"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ToggleCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ToggleCell", for: indexPath)
        let option = presenter.options[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = option.title
        cell.contentConfiguration = content
        cell.accessoryType = option.isOn ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.toggle(at: indexPath.row)
        tableView.reloadData()
    }
}

final class NotificationSettingsPresenter {
    struct Option {
        let title: String
        var isOn: Bool
    }

    private(set) var options = [
        Option(title: "Door left open", isOn: true),
        Option(title: "Water leak", isOn: true),
        Option(title: "Daily energy report", isOn: false)
    ]

    func toggle(at index: Int) {
        options[index].isOn.toggle()
    }
}

enum NotificationSettingsBuilder {
    static func build() -> UIViewController {
        let view = NotificationSettingsViewController(style: .insetGrouped)
        view.presenter = NotificationSettingsPresenter()
        return view
    }
}
