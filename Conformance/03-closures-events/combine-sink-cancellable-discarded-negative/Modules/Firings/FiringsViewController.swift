//
//  FiringsViewController.swift
//  Kilnside
//

import UIKit

protocol FiringsViewInput: AnyObject {
    func show(rows: [String])
}

final class FiringsViewController: UITableViewController, FiringsViewInput {
    var presenter: FiringsViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Kiln log"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FiringCell")
        presenter.viewDidLoad()
    }

    func show(rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FiringCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectFiring(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let glaze = UIContextualAction(style: .normal, title: "Glazes") { [weak self] _, _, done in
            self?.presenter.didRequestGlazeNotes(at: indexPath.row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [glaze])
    }
}
