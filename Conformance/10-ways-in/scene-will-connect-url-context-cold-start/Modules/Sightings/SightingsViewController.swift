import UIKit

protocol SightingsViewInput: AnyObject {
    func show(_ rows: [SightingRow])
}

struct SightingRow {
    let speciesId: String
    let title: String
    let subtitle: String
}

final class SightingsViewController: UITableViewController, SightingsViewInput {

    var presenter: SightingsViewOutput!
    private var rows: [SightingRow] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sightings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add,
                                                            target: self,
                                                            action: #selector(addTapped))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SightingCell")
        presenter.viewDidLoad()
    }

    func show(_ rows: [SightingRow]) {
        self.rows = rows
        tableView.reloadData()
    }

    @objc private func addTapped() {
        presenter.didTapAdd()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SightingCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].title
        content.secondaryText = rows[indexPath.row].subtitle
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelect(speciesId: rows[indexPath.row].speciesId)
    }
}
