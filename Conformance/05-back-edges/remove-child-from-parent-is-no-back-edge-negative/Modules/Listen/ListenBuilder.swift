import UIKit

enum ListenBuilder {

    static func build() -> UIViewController {
        let view = ListenViewController()
        let router = ListenRouter()
        let presenter = ListenPresenter(interactor: ListenInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
