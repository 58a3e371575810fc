import UIKit

enum JournalBuilder {
    static func build() -> UIViewController {
        let view = JournalViewController(style: .plain)
        let router = JournalRouter()
        let presenter = JournalPresenter(interactor: JournalInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
