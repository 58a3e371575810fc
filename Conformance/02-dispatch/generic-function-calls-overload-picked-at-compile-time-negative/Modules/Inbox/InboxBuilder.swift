import UIKit

enum InboxBuilder {
    static func build() -> UIViewController {
        let view = InboxViewController(style: .plain)
        let router = InboxRouter()
        let presenter = InboxPresenter(interactor: InboxInteractor(), router: router)
        view.output = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
