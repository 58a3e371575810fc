import UIKit

protocol PlantsView: AnyObject {
    func show(rows: [(name: String, detail: String)])
}

final class PlantsViewController: UITableViewController, PlantsView {
    var presenter: PlantsPresenter!
    private var rows: [(name: String, detail: String)] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        PlantsConfigurator.configure(self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showWateringLog", let log = segue.destination as? WateringLogViewController {
            presenter.configureWateringLog(log.presenter)
        }
    }

    func show(rows: [(name: String, detail: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlantCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].name
        cell.detailTextLabel?.text = rows[indexPath.row].detail
        return cell
    }
}
