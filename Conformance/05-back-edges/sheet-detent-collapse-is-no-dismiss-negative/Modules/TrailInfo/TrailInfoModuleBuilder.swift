import UIKit

enum TrailInfoModuleBuilder {

    static func build(trail: Trail) -> UIViewController {
        let view = TrailInfoViewController()
        let presenter = TrailInfoPresenter(trail: trail)
        let router = TrailInfoRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
