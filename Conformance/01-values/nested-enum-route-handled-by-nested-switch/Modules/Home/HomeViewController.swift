import UIKit

protocol HomeViewInput: AnyObject {
    func show(title: String, rooms: [String], settings: [String])
}

final class HomeViewController: UITableViewController, HomeViewInput {
    var output: HomeViewOutput!
    private var rooms: [String] = []
    private var settings: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "HomeCell")
        output.viewDidLoad()
    }

    func show(title: String, rooms: [String], settings: [String]) {
        self.title = title
        self.rooms = rooms
        self.settings = settings
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Rooms" : "Settings"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? rooms.count : settings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "HomeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.section == 0 ? rooms[indexPath.row] : settings[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if indexPath.section == 0 {
            output.didSelectRoom(at: indexPath.row)
        } else {
            output.didSelectSettingsRow(HomeSettingsRow.allCases[indexPath.row])
        }
    }
}
