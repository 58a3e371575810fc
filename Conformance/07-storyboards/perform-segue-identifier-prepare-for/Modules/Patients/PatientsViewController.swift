import UIKit

protocol PatientsView: AnyObject {
    func show(patients: [String])
}

final class PatientsViewController: UIViewController, PatientsView {
    @IBOutlet private weak var tableView: UITableView!

    var presenter: PatientsPresenter!
    var router: PatientsRouter!
    private var rows: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        PatientsConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PatientCell")
        presenter.viewDidLoad()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        router.prepare(for: segue, sender: sender)
    }

    func show(patients: [String]) {
        rows = patients
        tableView.reloadData()
    }
}

extension PatientsViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PatientCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectPatient(at: indexPath.row)
    }
}
