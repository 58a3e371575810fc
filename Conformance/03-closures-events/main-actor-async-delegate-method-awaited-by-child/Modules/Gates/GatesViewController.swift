import UIKit

@MainActor
protocol GatesViewInput: AnyObject {
    func show(gates: [Gate], admissions: [Ticket])
}

final class GatesViewController: UITableViewController, GatesViewInput {

    var presenter: GatesViewOutput!
    private var gates: [Gate] = []
    private var admissions: [Ticket] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Turnstiles"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        presenter.viewDidLoad()
    }

    func show(gates: [Gate], admissions: [Ticket]) {
        self.gates = gates
        self.admissions = admissions
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Scan at" : "Admitted"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? gates.count : admissions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        if indexPath.section == 0 {
            content.text = "\(gates[indexPath.row].name) · \(gates[indexPath.row].stand) stand"
        } else {
            content.text = admissions[indexPath.row].holder
            content.secondaryText = admissions[indexPath.row].seat
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 0 {
            presenter.didSelectGate(at: indexPath.row)
        } else {
            presenter.didSelectAdmission(at: indexPath.row)
        }
    }
}
