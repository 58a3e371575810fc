import UIKit

final class AlbumViewController: UITableViewController {
    var output: AlbumPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = output.albumID
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Track")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        output.tracks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Track", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = output.tracks[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class AlbumPresenter {
    let albumID: String
    let tracks = ["Side A", "Side B"]

    init(albumID: String) {
        self.albumID = albumID
    }
}

enum AlbumModule {
    static func build(albumID: String) -> UIViewController {
        let view = AlbumViewController()
        view.output = AlbumPresenter(albumID: albumID)
        return view
    }
}
