import UIKit

enum ShipmentsBuilder {
    static func build(appRouter: AppRouter, courier: CourierAPI) -> UIViewController {
        let view = ShipmentsViewController()
        let interactor = ShipmentsInteractor(courier: courier)
        let router = ShipmentsRouter(appRouter: appRouter, courier: courier)
        let presenter = ShipmentsPresenter(interactor: interactor, router: router)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
