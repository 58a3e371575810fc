import UIKit

enum EditorModule {
    static func build(draft: Draft) -> UIViewController {
        let view = EditorViewController()
        let interactor = EditorInteractor(draft: draft, store: DraftStore.shared)
        let router = EditorRouter()
        let presenter = EditorPresenter(interactor: interactor, router: router)

        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        view.output = presenter
        return view
    }
}
