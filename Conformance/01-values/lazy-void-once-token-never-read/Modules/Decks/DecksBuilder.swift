import UIKit

enum DecksBuilder {

    static func build(store: DeckStore) -> UIViewController {
        let view = DecksViewController(style: .insetGrouped)
        let router = DecksRouter(store: store)
        let presenter = DecksPresenter(interactor: DecksInteractor(store: store), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
