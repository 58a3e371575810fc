import UIKit

enum LibraryItem {
    case episode(Episode)
    case show(Feed)
}

final class LibraryViewController: UITableViewController {

    var presenter: LibraryPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Up next" : "Shows"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.items(in: section).count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.title(at: indexPath)
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(at: indexPath)
    }
}

final class LibraryPresenter {

    private let store: SubscriptionStore
    private let router: LibraryRouter

    init(store: SubscriptionStore, router: LibraryRouter) {
        self.store = store
        self.router = router
    }

    func items(in section: Int) -> [LibraryItem] {
        section == 0 ? store.latestEpisodes().map(LibraryItem.episode) : store.feeds.map(LibraryItem.show)
    }

    func title(at indexPath: IndexPath) -> String {
        switch items(in: indexPath.section)[indexPath.row] {
        case .episode(let episode): return episode.title
        case .show(let feed): return feed.title
        }
    }

    func didSelect(at indexPath: IndexPath) {
        router.open(items(in: indexPath.section)[indexPath.row])
    }
}

final class LibraryRouter {

    weak var viewController: UIViewController?
    private let store: SubscriptionStore

    init(store: SubscriptionStore) {
        self.store = store
    }

    func open(_ item: LibraryItem) {
        let screen: UIViewController = switch item {
        case .episode(let episode):
            EpisodeBuilder.build(episode: episode)
        case .show(let feed):
            ShowBuilder.build(feed: feed, store: store)
        }
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}

enum LibraryBuilder {

    static func build(store: SubscriptionStore) -> UIViewController {
        let view = LibraryViewController()
        let router = LibraryRouter(store: store)
        view.presenter = LibraryPresenter(store: store, router: router)
        router.viewController = view
        return view
    }
}
