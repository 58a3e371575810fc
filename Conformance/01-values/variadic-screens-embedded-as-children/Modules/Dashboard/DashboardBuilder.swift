import UIKit

enum DashboardBuilder {
    static func build() -> UIViewController {
        let view = DashboardViewController()
        let presenter = DashboardPresenter()
        let router = DashboardRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
