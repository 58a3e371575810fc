import UIKit

protocol MuseumMenuViewInput: AnyObject {
    func show(rows: [MuseumMenuRow], footer: String)
}

final class MuseumMenuViewController: UITableViewController, MuseumMenuViewInput {

    var presenter: MuseumMenuViewOutput!
    private var rows: [MuseumMenuRow] = []
    private var footer = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tidewater Museum"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MenuCell")
        presenter.viewDidLoad()
    }

    func show(rows: [MuseumMenuRow], footer: String) {
        self.rows = rows
        self.footer = footer
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MenuCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].title
        content.image = UIImage(systemName: rows[indexPath.row].symbolName)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectRow(at: indexPath.row)
    }
}
