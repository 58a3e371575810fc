import UIKit

final class SettingsViewController: UITableViewController {

    var output: SettingsViewOutput!
    private var items: [SettingsItem] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SettingsCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done,
                                                            target: self,
                                                            action: #selector(doneTapped))
        output.viewIsReady()
    }

    @objc private func doneTapped() {
        output.didTapDone()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingsCell", for: indexPath)
        let item = items[indexPath.row]
        cell.textLabel?.text = item.title
        cell.textLabel?.textColor = item == .signOut ? .systemRed : .label
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelect(items[indexPath.row])
    }
}

extension SettingsViewController: SettingsViewInput {
    func show(items: [SettingsItem]) {
        self.items = items
        tableView.reloadData()
    }
}
