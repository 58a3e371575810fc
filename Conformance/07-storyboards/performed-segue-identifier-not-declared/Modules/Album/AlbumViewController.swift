import UIKit

protocol AlbumView: AnyObject {
    func show(title: String, artist: String, tracks: [String])
}

final class AlbumViewController: UITableViewController, AlbumView {
    var presenter: AlbumPresenter!
    private var artist = ""
    private var tracks: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        AlbumConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TrackCell")
        presenter.viewDidLoad()
    }

    func show(title: String, artist: String, tracks: [String]) {
        navigationItem.title = title
        self.artist = artist
        self.tracks = tracks
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : tracks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TrackCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.section == 0 ? artist : "\(indexPath.row + 1). \(tracks[indexPath.row])"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if indexPath.section == 0 {
            presenter.didSelectArtist()
        } else {
            presenter.didSelectTrack(at: indexPath.row)
        }
    }
}
