import UIKit

enum BrowseBuilder {

    static func build() -> UIViewController {
        let view = BrowseViewController(style: .insetGrouped)
        let router = BrowseRouter()
        let presenter = BrowsePresenter(interactor: BrowseInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
