import UIKit

protocol LineupViewInput: AnyObject {
    func show(_ artists: [Artist])
}

final class LineupViewController: UITableViewController, LineupViewInput {

    var presenter: LineupViewOutput!
    private var artists: [Artist] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lineup"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Tickets", primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapTickets()
        })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Artist")
        presenter.viewDidLoad()
    }

    func show(_ artists: [Artist]) {
        self.artists = artists
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        artists.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Artist", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = artists[indexPath.row].name
        content.secondaryText = "\(artists[indexPath.row].stage) stage · \(artists[indexPath.row].startsAt)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectArtist(at: indexPath.row)
    }
}
