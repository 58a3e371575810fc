import UIKit

protocol ReservationsView: AnyObject {
    func show(rows: [(guest: String, detail: String)])
}

final class ReservationsViewController: UITableViewController, ReservationsView {
    var presenter: ReservationsPresenter!
    private var rows: [(guest: String, detail: String)] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        ReservationsConfigurator.configure(self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(rows: [(guest: String, detail: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BookingCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].guest
        cell.detailTextLabel?.text = rows[indexPath.row].detail
        return cell
    }
}
