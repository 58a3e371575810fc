import UIKit

enum NowPlayingBuilder {
    static func build() -> UIViewController {
        let view = NowPlayingViewController()
        let presenter = NowPlayingPresenter()
        let interactor = NowPlayingInteractor()
        let router = NowPlayingRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
