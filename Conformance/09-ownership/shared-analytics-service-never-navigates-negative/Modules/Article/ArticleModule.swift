import UIKit

final class ArticleViewController: UIViewController {
    var presenter: ArticlePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Comments", style: .plain, target: self, action: #selector(commentsTapped)
        )
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        AnalyticsService.shared.trackScreen(self)
    }

    @objc private func commentsTapped() {
        presenter.didTapComments()
    }
}

final class ArticlePresenter {
    var headline = ""
    var router: ArticleRouter!

    func didTapComments() {
        AnalyticsService.shared.track("comments_opened", ["headline": headline])
        router.openComments(headline: headline)
    }
}

final class ArticleRouter {
    weak var viewController: UIViewController?

    func openComments(headline: String) {
        guard let source = viewController else { return }
        let comments = CommentsBuilder.build(headline: headline)
        AnalyticsService.shared.trackTransition(from: source, to: comments)
        source.present(comments, animated: true)
    }
}

enum ArticleBuilder {
    static func build(headline: String) -> UIViewController {
        let view = ArticleViewController()
        let presenter = ArticlePresenter()
        let router = ArticleRouter()
        view.title = headline
        presenter.headline = headline
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
