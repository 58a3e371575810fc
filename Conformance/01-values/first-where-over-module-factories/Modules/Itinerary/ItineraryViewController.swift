import UIKit

protocol ItineraryViewInput: AnyObject {
    func show(title: String, rows: [String])
}

final class ItineraryViewController: UITableViewController, ItineraryViewInput {
    var output: ItineraryViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "BookingCell")
        output.viewDidLoad()
    }

    func show(title: String, rows: [String]) {
        self.title = title
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BookingCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectBooking(at: indexPath.row)
    }
}
