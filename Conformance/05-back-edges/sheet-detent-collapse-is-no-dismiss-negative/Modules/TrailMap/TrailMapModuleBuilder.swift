import UIKit

enum TrailMapModuleBuilder {

    static func build() -> UIViewController {
        let view = TrailMapViewController()
        let presenter = TrailMapPresenter()
        let router = TrailMapRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
