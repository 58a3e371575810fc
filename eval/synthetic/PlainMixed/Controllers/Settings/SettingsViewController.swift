import UIKit

final class SettingsViewController: UITableViewController {

    private enum Row: CaseIterable {
        case about, privacy, logout
    }

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        switch Row.allCases[indexPath.row] {
        case .about: cell.textLabel?.text = "About"
        case .privacy: cell.textLabel?.text = "Privacy policy"
        case .logout:
            cell.textLabel?.text = "Log out"
            cell.textLabel?.textColor = .systemRed
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Row.allCases[indexPath.row] {
        case .about:
            navigationController?.pushViewController(AboutViewController(), animated: true)
        case .privacy:
            let web = WebContentViewController(url: URL(string: "https://plainmixed.example.com/privacy")!)
            present(UINavigationController(rootViewController: web), animated: true)
        case .logout:
            SessionManager.shared.end()
            SceneDelegate.setRoot(UINavigationController(rootViewController: LoginController()))
        }
    }
}
