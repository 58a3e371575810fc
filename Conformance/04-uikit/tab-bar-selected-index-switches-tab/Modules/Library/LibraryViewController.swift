import UIKit

protocol LibraryViewInput: AnyObject {
    func show(albums: [String])
    func showEmptyState()
}

final class LibraryViewController: UITableViewController, LibraryViewInput {

    var presenter: LibraryViewOutput!
    private var albums: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        presenter.viewDidLoad()
    }

    func show(albums: [String]) {
        self.albums = albums
        tableView.backgroundView = nil
        tableView.reloadData()
    }

    func showEmptyState() {
        albums = []
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Find something to listen to"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapFindMusic()
        })
        let container = UIView()
        button.frame = CGRect(x: 40, y: 200, width: 280, height: 50)
        container.addSubview(button)
        tableView.backgroundView = container
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albums.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = albums[indexPath.row]
        return cell
    }
}
