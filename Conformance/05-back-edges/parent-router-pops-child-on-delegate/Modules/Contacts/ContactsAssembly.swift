import UIKit

enum ContactsAssembly {
    static func assemble() -> UIViewController {
        let view = ContactsViewController()
        let presenter = ContactsPresenter()
        let interactor = ContactsInteractor()
        let router = ContactsRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
