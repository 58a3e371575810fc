import UIKit

enum NewsBuilder {
    static func build(subscription: Subscription) -> UIViewController {
        let view = NewsViewController(style: .plain)
        var router = NewsRouter()
        router.viewController = view
        let presenter = NewsPresenter(interactor: NewsInteractor(), router: router)

        if !subscription.isActive && subscription.freeArticlesLeft == 0 {
            router.articleScreen = { PaywallBuilder.build(article: $0) }
        }

        presenter.view = view
        view.output = presenter
        return view
    }
}
