//
//  HivesViewController.swift
//  Apiary
//

import UIKit

protocol HivesView: AnyObject {
    func show(rows: [(name: String, lastInspection: String)])
}

final class HivesViewController: UITableViewController, HivesView {
    var presenter: HivesPresenter!
    var router: HivesRouter!
    private var rows: [(name: String, lastInspection: String)] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        HivesConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    // Both segues start at the HiveCell prototype: a row tap ("showHiveLog") and
    // its detail button ("editHive"); the sender is the cell either way.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return }
        router.prepare(for: segue, hive: presenter.hive(at: indexPath.row))
    }

    func show(rows: [(name: String, lastInspection: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "HiveCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].name
        cell.detailTextLabel?.text = rows[indexPath.row].lastInspection
        return cell
    }
}
