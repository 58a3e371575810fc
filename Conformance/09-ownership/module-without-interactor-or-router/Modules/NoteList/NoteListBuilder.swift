import UIKit

enum NoteListBuilder {

    static func build(store: NotesStore = NotesStore()) -> UIViewController {
        let view = NoteListViewController()
        let presenter = NoteListPresenter(store: store)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
