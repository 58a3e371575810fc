import UIKit

enum DocksBuilder {

    static func build() -> UIViewController {
        let view = DocksViewController()
        let router = DocksRouter()
        let presenter = DocksPresenter(interactor: DocksInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
