import UIKit

enum VisitBuilder {
    static func build() -> UIViewController {
        let view = VisitViewController()
        let presenter = VisitPresenter()
        let router = VisitRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
