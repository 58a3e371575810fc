import UIKit

protocol ChartsViewInput: AnyObject {
    func display(_ entries: [ChartEntry])
}

final class ChartsViewController: UITableViewController, ChartsViewInput {

    var presenter: ChartsViewOutput!
    private var entries: [ChartEntry] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Top 40"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ChartCell")
        presenter.viewDidLoad()
    }

    func display(_ entries: [ChartEntry]) {
        self.entries = entries
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let entry = entries[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "ChartCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "\(entry.position). \(entry.track)"
        content.secondaryText = entry.artistName
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectEntry(at: indexPath.row)
    }
}
