import UIKit

protocol SightingsView: AnyObject {
    func show(rows: [(title: String, detail: String)])
}

final class SightingsViewController: UITableViewController, SightingsView {
    var presenter: SightingsPresenter!
    private var rows: [(title: String, detail: String)] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        SightingsConfigurator.configure(self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(rows: [(title: String, detail: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SightingCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].title
        cell.detailTextLabel?.text = rows[indexPath.row].detail
        return cell
    }
}
