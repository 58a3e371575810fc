import UIKit

protocol KioskSettingsViewInput: AnyObject {
    func show(galleryName: String, curatorName: String)
}

final class KioskSettingsViewController: UITableViewController, KioskSettingsViewInput {
    var output: KioskSettingsViewOutput!
    private var rows: [(title: String, value: String)] = []

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Kiosk settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
        output.viewDidLoad()
    }

    func show(galleryName: String, curatorName: String) {
        rows = [("Gallery", galleryName), ("Curator on duty", curatorName)]
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].title
        content.secondaryText = rows[indexPath.row].value
        cell.contentConfiguration = content
        cell.accessoryType = indexPath.row == 1 ? .disclosureIndicator : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if indexPath.row == 1 {
            output.didTapCurator()
        }
    }
}
