import UIKit

enum EnergyDashboardBuilder {
    static func build() -> UIViewController {
        let view = EnergyDashboardViewController(style: .insetGrouped)
        let router = EnergyDashboardRouter()
        let presenter = EnergyDashboardPresenter(router: router)
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
