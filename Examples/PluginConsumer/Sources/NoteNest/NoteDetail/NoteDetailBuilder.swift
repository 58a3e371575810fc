import UIKit

enum NoteDetailBuilder {
    static func build(noteID: Int) -> UIViewController {
        let view = NoteDetailViewController()
        let presenter = NoteDetailPresenter(noteID: noteID)
        let router = NoteDetailRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
