import UIKit

protocol InboxViewInput: AnyObject {
    func display(_ rows: [(subject: String, preview: String)])
}

final class InboxViewController: UITableViewController, InboxViewInput {

    var presenter: InboxViewOutput!
    private var rows: [(subject: String, preview: String)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MessageCell")
        presenter.viewDidLoad()
    }

    func display(_ rows: [(subject: String, preview: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = rows[indexPath.row].subject
        content.secondaryText = rows[indexPath.row].preview
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectMessage(at: indexPath.row)
    }
}
