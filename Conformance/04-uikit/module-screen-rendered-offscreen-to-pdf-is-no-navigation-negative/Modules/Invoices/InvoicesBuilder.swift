import UIKit

enum InvoicesBuilder {

    static func build() -> UIViewController {
        let view = InvoicesViewController(style: .insetGrouped)
        let presenter = InvoicesPresenter()
        let router = InvoicesRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = InvoicesInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
