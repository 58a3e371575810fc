import UIKit

protocol TrucksView: AnyObject {
    func show(rows: [(name: String, detail: String)])
}

final class TrucksViewController: UITableViewController, TrucksView {
    var presenter: TrucksPresenter!
    var router: TrucksRouter!
    private var rows: [(name: String, detail: String)] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        TrucksConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override var canBecomeFirstResponder: Bool { true }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            presenter.didShake()
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        router.prepare(for: segue, sender: sender)
    }

    func show(rows: [(name: String, detail: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TruckCell", for: indexPath)
        cell.textLabel?.text = "\(rows[indexPath.row].name) — \(rows[indexPath.row].detail)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelect(row: indexPath.row)
    }
}
