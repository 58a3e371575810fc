import UIKit

enum AccountsBuilder {
    static func build() -> UIViewController {
        let view = AccountsViewController()
        let presenter = AccountsPresenter()
        let router = AccountsRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = AccountsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
