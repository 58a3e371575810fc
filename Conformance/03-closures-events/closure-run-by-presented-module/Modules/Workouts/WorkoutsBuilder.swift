import UIKit

enum WorkoutsBuilder {

    static func build() -> UIViewController {
        let view = WorkoutsViewController()
        let router = WorkoutsRouter()
        let presenter = WorkoutsPresenter(router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
