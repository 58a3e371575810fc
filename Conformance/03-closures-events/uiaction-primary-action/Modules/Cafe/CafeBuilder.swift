import UIKit

enum CafeBuilder {

    static func build() -> UIViewController {
        let view = CafeViewController()
        let router = CafeRouter()
        let presenter = CafePresenter(interactor: CafeInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
