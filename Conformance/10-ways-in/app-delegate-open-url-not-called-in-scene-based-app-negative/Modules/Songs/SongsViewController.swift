//
//  SongsViewController.swift
//  Fretwork
//

import UIKit

protocol SongsViewInput: AnyObject {
    func display(titles: [String])
}

final class SongsViewController: UITableViewController, SongsViewInput {
    var presenter: SongsViewOutput!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Songbook"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SongCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Tune", style: .plain, target: self, action: #selector(tuneTapped))
        presenter.viewDidLoad()
    }

    func display(titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SongCell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectSong(at: indexPath.row)
    }

    @objc private func tuneTapped() {
        presenter.didTapTune()
    }
}
