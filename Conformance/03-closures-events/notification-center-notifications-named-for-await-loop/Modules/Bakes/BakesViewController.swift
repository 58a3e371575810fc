//
//  BakesViewController.swift
//  Levain
//

import UIKit

protocol BakesViewInput: AnyObject {
    func show(loaves: [String])
}

final class BakesViewController: UITableViewController, BakesViewInput {
    var presenter: BakesViewOutput!
    private var loaves: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today's bakes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "LoafCell")
        presenter.viewDidLoad()
    }

    func show(loaves: [String]) {
        self.loaves = loaves
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        loaves.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LoafCell", for: indexPath)
        cell.textLabel?.text = loaves[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectLoaf(at: indexPath.row)
    }
}
