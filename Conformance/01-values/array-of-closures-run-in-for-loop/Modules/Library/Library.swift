import UIKit

protocol LibraryViewInput: AnyObject {
    func show(_ titles: [String])
}

final class LibraryViewController: UITableViewController, LibraryViewInput {
    var presenter: LibraryPresenter!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PlaylistCell")
        presenter.viewDidLoad()
    }

    func show(_ titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlaylistCell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectPlaylist(at: indexPath.row)
    }
}

final class LibraryPresenter {
    weak var view: LibraryViewInput?
    private let router: LibraryRouter
    private let playlists = [
        Playlist(title: "Sunday Vinyl", tracks: ["So What", "Blue in Green"], isPublic: false),
        Playlist(title: "Night Drive", tracks: ["Nightcall", "Midnight City"], isPublic: true)
    ]

    init(router: LibraryRouter) {
        self.router = router
    }

    func viewDidLoad() {
        view?.show(playlists.map(\.title))
    }

    func didSelectPlaylist(at index: Int) {
        router.openEditor(for: playlists[index])
    }
}

final class LibraryRouter {
    weak var viewController: UIViewController?

    func openEditor(for playlist: Playlist) {
        let editor = PlaylistEditorBuilder.build(playlist: playlist)
        viewController?.navigationController?.pushViewController(editor, animated: true)
    }
}

enum LibraryBuilder {
    static func build() -> UIViewController {
        let view = LibraryViewController()
        let router = LibraryRouter()
        let presenter = LibraryPresenter(router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
