import UIKit

final class ShowViewController: UITableViewController {

    var presenter: ShowPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Follow", primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapFollow()
        })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Episode")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Episode", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.episodes[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectEpisode(at: indexPath.row)
    }
}

final class ShowPresenter {

    private let feed: Feed
    private let store: SubscriptionStore
    private let router: ShowRouter

    init(feed: Feed, store: SubscriptionStore, router: ShowRouter) {
        self.feed = feed
        self.store = store
        self.router = router
    }

    var title: String { feed.title }

    var episodes: [Episode] {
        (1...5).reversed().map { Episode(feed: feed, title: "Episode \($0)", durationMinutes: 30 + $0) }
    }

    func didTapFollow() {
        store.subscribe(to: feed)
    }

    func didSelectEpisode(at index: Int) {
        router.openEpisode(episodes[index])
    }
}

final class ShowRouter {

    weak var viewController: UIViewController?

    func openEpisode(_ episode: Episode) {
        viewController?.navigationController?.pushViewController(EpisodeBuilder.build(episode: episode), animated: true)
    }
}

enum ShowBuilder {

    static func build(feed: Feed, store: SubscriptionStore) -> UIViewController {
        let view = ShowViewController(style: .plain)
        let router = ShowRouter()
        view.presenter = ShowPresenter(feed: feed, store: store, router: router)
        router.viewController = view
        return view
    }
}
