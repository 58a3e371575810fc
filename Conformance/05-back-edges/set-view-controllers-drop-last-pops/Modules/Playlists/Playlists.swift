import UIKit

// MARK: - View

protocol PlaylistsViewInput: AnyObject {
    func show(_ titles: [String])
}

final class PlaylistsViewController: UITableViewController, PlaylistsViewInput {

    var output: PlaylistsPresenter!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Playlists"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in self?.output.didTapAdd() }
        )
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        output.viewWillAppear()
    }

    func show(_ titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = titles[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output.didSelect(at: indexPath.row)
    }
}

// MARK: - Presenter

final class PlaylistsPresenter {

    weak var view: PlaylistsViewInput?
    var interactor: PlaylistsInteractor!
    var router: PlaylistsRouter!
    private var playlists: [Playlist] = []

    func viewWillAppear() {
        playlists = interactor.loadPlaylists()
        view?.show(playlists.map { "\($0.title) (\($0.tracks.count))" })
    }

    func didTapAdd() {
        router.openEditor(for: Playlist(id: UUID(), title: "", tracks: []))
    }

    func didSelect(at index: Int) {
        router.openEditor(for: playlists[index])
    }
}

// MARK: - Interactor

final class PlaylistsInteractor {

    func loadPlaylists() -> [Playlist] {
        PlaylistLibrary.shared.playlists
    }
}

// MARK: - Router

final class PlaylistsRouter {

    weak var viewController: UIViewController?

    func openEditor(for playlist: Playlist) {
        let editor = PlaylistEditorModule.build(playlist: playlist)
        viewController?.navigationController?.pushViewController(editor, animated: true)
    }
}

// MARK: - Module

enum PlaylistsModule {

    static func build() -> UIViewController {
        let view = PlaylistsViewController(style: .insetGrouped)
        let presenter = PlaylistsPresenter()
        let router = PlaylistsRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = PlaylistsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
