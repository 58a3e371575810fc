import UIKit

enum SplashBuilder {
    static func build() -> UIViewController {
        let view = SplashViewController()
        let presenter = SplashPresenter()
        let interactor = SplashInteractor()
        let router = SplashRouter()

        view.presenter = presenter
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
