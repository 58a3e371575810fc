import UIKit

enum SplashBuilder {

    static func build() -> UIViewController {
        let view = SplashViewController()
        let router = SplashRouter()
        let presenter = SplashPresenter(interactor: SplashInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
