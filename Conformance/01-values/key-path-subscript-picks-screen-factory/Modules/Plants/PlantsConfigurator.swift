import UIKit

enum PlantsConfigurator {
    static func configure() -> UIViewController {
        let view = PlantsViewController(style: .plain)
        let router = PlantsRouter()
        let presenter = PlantsPresenter(router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
