import UIKit

struct FeaturedItem {
    let feed: Feed
    let episode: Episode?
}

final class DiscoverViewController: UICollectionViewController {

    var presenter: DiscoverPresenter!

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Discover"
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Featured")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        presenter.featured.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Featured", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        let item = presenter.featured[indexPath.item]
        content.text = item.feed.title
        content.secondaryText = item.episode?.title ?? "Browse the show"
        (cell as? UICollectionViewListCell)?.contentConfiguration = content
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        presenter.didSelect(at: indexPath.item)
    }
}

final class DiscoverPresenter {

    private let router: DiscoverRouter

    let featured: [FeaturedItem] = {
        let garden = Feed(title: "Grow Slow", url: URL(string: "https://feeds.example.org/grow-slow.xml")!)
        let chess = Feed(title: "Endgame Hour", url: URL(string: "https://feeds.example.org/endgame.xml")!)
        return [
            FeaturedItem(feed: garden, episode: Episode(feed: garden, title: "Saving tomato seed", durationMinutes: 31)),
            FeaturedItem(feed: chess, episode: nil)
        ]
    }()

    init(router: DiscoverRouter) {
        self.router = router
    }

    func didSelect(at index: Int) {
        router.openFeatured(featured[index])
    }
}

final class DiscoverRouter {

    weak var viewController: UIViewController?
    private let store: SubscriptionStore

    init(store: SubscriptionStore) {
        self.store = store
    }

    func openFeatured(_ item: FeaturedItem) {
        let screen = if let episode = item.episode {
            EpisodeBuilder.build(episode: episode)
        } else {
            ShowBuilder.build(feed: item.feed, store: store)
        }
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}

enum DiscoverBuilder {

    static func build(store: SubscriptionStore) -> UIViewController {
        let view = DiscoverViewController()
        let router = DiscoverRouter(store: store)
        view.presenter = DiscoverPresenter(router: router)
        router.viewController = view
        return view
    }
}
