import UIKit

final class SettingsViewController: UITableViewController {
    var presenter: SettingsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SettingCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectRow(at: indexPath.row)
    }
}

final class SettingsPresenter {
    private let router: SettingsRouter
    let rows = ["Daily reminder", "Export entries", "Unlock Pro"]

    init(router: SettingsRouter) {
        self.router = router
    }

    func didSelectRow(at index: Int) {
        if rows[index] == "Unlock Pro" {
            router.offerPro(source: "settings")
        }
    }
}

final class SettingsRouter: ProUpsellRouting {
    weak var viewController: UIViewController?
}

enum SettingsBuilder {
    static func build() -> UIViewController {
        let view = SettingsViewController(style: .insetGrouped)
        let router = SettingsRouter()
        view.presenter = SettingsPresenter(router: router)
        router.viewController = view
        return view
    }
}
