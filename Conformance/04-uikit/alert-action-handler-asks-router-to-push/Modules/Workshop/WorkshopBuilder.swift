import UIKit

enum WorkshopBuilder {

    static func build() -> UIViewController {
        let view = WorkshopViewController(style: .insetGrouped)
        let interactor = WorkshopInteractor()
        let router = WorkshopRouter()
        let presenter = WorkshopPresenter(interactor: interactor, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
