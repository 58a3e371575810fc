import UIKit

enum InboxBuilder {

    static func build() -> UIViewController {
        let view = InboxViewController()
        let router = InboxRouter()
        let presenter = InboxPresenter(interactor: InboxInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
