import UIKit

protocol TrailsView: AnyObject {
    func show(rows: [(name: String, detail: String)])
}

final class TrailsViewController: UITableViewController, TrailsView {
    var presenter: TrailsPresenter!
    private var rows: [(name: String, detail: String)] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        TrailsConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    @IBSegueAction private func makeTrailMap(_ coder: NSCoder, sender: Any?) -> TrailMapViewController? {
        guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return nil }
        return presenter.makeTrailMap(coder: coder, row: indexPath.row)
    }

    func show(rows: [(name: String, detail: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TrailCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].name
        cell.detailTextLabel?.text = rows[indexPath.row].detail
        return cell
    }
}
