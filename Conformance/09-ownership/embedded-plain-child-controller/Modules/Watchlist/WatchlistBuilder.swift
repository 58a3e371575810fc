import UIKit

enum WatchlistBuilder {

    static func build() -> UIViewController {
        let view = WatchlistViewController()
        let router = WatchlistRouter()
        let presenter = WatchlistPresenter(interactor: WatchlistInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
