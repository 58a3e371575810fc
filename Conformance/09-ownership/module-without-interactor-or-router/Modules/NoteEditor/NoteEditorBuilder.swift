import UIKit

enum NoteEditorBuilder {

    static func build(note: Note, store: NotesStore) -> UIViewController {
        let view = NoteEditorViewController()
        let presenter = NoteEditorPresenter(note: note, store: store)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
