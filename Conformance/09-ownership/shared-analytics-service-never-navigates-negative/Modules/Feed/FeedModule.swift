import UIKit

final class FeedViewController: UITableViewController {
    var presenter: FeedPresenter!
    private let headlines = ["Tides rise early", "Night market reopens"]

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        AnalyticsService.shared.trackScreen(self)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        headlines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = headlines[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectHeadline(headlines[indexPath.row])
    }
}

final class FeedPresenter {
    var router: FeedRouter!

    func didSelectHeadline(_ headline: String) {
        AnalyticsService.shared.track("headline_tapped", ["headline": headline])
        router.openArticle(headline: headline)
    }
}

final class FeedRouter {
    weak var viewController: UIViewController?

    func openArticle(headline: String) {
        guard let source = viewController else { return }
        let article = ArticleBuilder.build(headline: headline)
        AnalyticsService.shared.trackTransition(from: source, to: article)
        source.navigationController?.pushViewController(article, animated: true)
    }
}

enum FeedBuilder {
    static func build() -> UIViewController {
        let view = FeedViewController()
        let presenter = FeedPresenter()
        let router = FeedRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
