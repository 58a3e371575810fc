import UIKit

protocol AlbumsViewInput: AnyObject {
    func show(_ titles: [String])
    func showError(_ message: String)
}

final class AlbumsViewController: UITableViewController, AlbumsViewInput {

    var presenter: AlbumsViewOutput!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "AlbumCell")
        presenter.viewDidLoad()
    }

    func show(_ titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    func showError(_ message: String) {
        navigationItem.prompt = message
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "AlbumCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectAlbum(at: indexPath.row)
    }
}
