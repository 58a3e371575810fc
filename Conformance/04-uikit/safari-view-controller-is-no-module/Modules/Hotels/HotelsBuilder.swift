import UIKit

enum HotelsBuilder {
    static func build() -> UIViewController {
        let view = HotelsViewController(style: .insetGrouped)
        let presenter = HotelsPresenter()
        let router = HotelsRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = HotelsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
