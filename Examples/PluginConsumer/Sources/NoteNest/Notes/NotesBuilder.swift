import UIKit

enum NotesBuilder {
    static func build() -> UIViewController {
        let view = NotesViewController()
        let presenter = NotesPresenter()
        let interactor = NotesInteractor()
        let router = NotesRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
