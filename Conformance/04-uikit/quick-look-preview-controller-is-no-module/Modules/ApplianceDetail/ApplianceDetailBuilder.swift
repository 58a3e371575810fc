import UIKit

enum ApplianceDetailBuilder {
    static func build(appliance: Appliance) -> UIViewController {
        let view = ApplianceDetailViewController()
        let router = ApplianceDetailRouter()
        let presenter = ApplianceDetailPresenter(appliance: appliance, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
