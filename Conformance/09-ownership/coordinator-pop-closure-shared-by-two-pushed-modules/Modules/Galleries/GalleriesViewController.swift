import UIKit

protocol GalleriesViewInput: AnyObject {
    func display(_ galleries: [Gallery])
}

final class GalleriesViewController: UITableViewController, GalleriesViewInput {

    var presenter: GalleriesViewOutput!
    private var galleries: [Gallery] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Collection"
        presenter.viewDidLoad()
    }

    func display(_ galleries: [Gallery]) {
        self.galleries = galleries
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        galleries.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        galleries[section].room
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        galleries[section].artworks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let artwork = galleries[indexPath.section].artworks[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = artwork.title
        cell.detailTextLabel?.text = artwork.artist
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectArtwork(at: indexPath)
    }
}
