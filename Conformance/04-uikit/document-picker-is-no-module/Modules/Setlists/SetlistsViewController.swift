import UIKit

protocol SetlistsViewInput: AnyObject {
    func show(_ setlists: [Setlist])
    func showImported(count: Int)
}

final class SetlistsViewController: UITableViewController, SetlistsViewInput {

    var output: SetlistsViewOutput!
    private var setlists: [Setlist] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Setlists"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Import charts",
            image: UIImage(systemName: "square.and.arrow.down"),
            primaryAction: UIAction { [weak self] _ in self?.output.didTapImport() }
        )
        output.viewDidLoad()
    }

    func show(_ setlists: [Setlist]) {
        self.setlists = setlists
        tableView.reloadData()
    }

    func showImported(count: Int) {
        navigationItem.prompt = count == 1 ? "1 chart imported" : "\(count) charts imported"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        setlists.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = setlists[indexPath.row].venue
        cell.detailTextLabel?.text = "\(setlists[indexPath.row].songs.count) songs"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output.didSelectSetlist(at: indexPath.row)
    }
}
