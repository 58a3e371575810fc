import UIKit

final class CommentsViewController: UITableViewController {
    var presenter: CommentsPresenter!

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        AnalyticsService.shared.trackScreen(self)
        presenter.viewDidAppear()
    }
}

final class CommentsPresenter {
    var headline = ""

    func viewDidAppear() {
        AnalyticsService.shared.track("comments_viewed", ["headline": headline])
    }
}

enum CommentsBuilder {
    static func build(headline: String) -> UIViewController {
        let view = CommentsViewController()
        let presenter = CommentsPresenter()
        presenter.headline = headline
        view.presenter = presenter
        return view
    }
}
