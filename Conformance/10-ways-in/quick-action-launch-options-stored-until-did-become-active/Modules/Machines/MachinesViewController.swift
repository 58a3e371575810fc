//
//  MachinesViewController.swift
//  Sudsy
//

import UIKit

protocol MachinesView: AnyObject {
    func show(rows: [String])
}

final class MachinesViewController: UITableViewController, MachinesView {
    var presenter: MachinesPresentation!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Machines"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MachineCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "qrcode.viewfinder"),
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapScan() }
        )
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
        let cell = tableView.dequeueReusableCell(withIdentifier: "MachineCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectMachine(at: indexPath.row)
    }
}
