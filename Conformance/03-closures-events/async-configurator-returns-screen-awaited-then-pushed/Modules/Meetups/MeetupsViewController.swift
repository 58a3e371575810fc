import UIKit

@MainActor
protocol MeetupsViewInput: AnyObject {
    func show(_ rows: [String])
}

final class MeetupsViewController: UITableViewController, MeetupsViewInput {

    var presenter: MeetupsViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Language meetups"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Meetup")
        presenter.viewDidLoad()
    }

    func show(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Meetup", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectMeetup(at: indexPath.row)
    }
}
