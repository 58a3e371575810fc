import UIKit

protocol DocksViewInput: AnyObject {
    func show(_ rows: [String])
}

final class DocksViewController: UITableViewController, DocksViewInput {
    var output: DocksViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nearby docks"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "DockCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "My rides", style: .plain,
                                                            target: self, action: #selector(historyTapped))
        output.viewDidLoad()
    }

    func show(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    @objc private func historyTapped() {
        output.didTapHistory()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DockCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output.didSelectDock(at: indexPath.row)
    }
}
