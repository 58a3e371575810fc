import UIKit

enum SetlistsAssembly {

    static func assemble() -> UIViewController {
        let view = SetlistsViewController()
        let presenter = SetlistsPresenter()
        let interactor = SetlistsInteractor()
        let router = SetlistsRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        router.output = presenter
        return view
    }
}
