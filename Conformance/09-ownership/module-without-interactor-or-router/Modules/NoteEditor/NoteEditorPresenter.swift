import UIKit

final class NoteEditorPresenter {

    weak var view: UIViewController?
    private var note: Note
    private let store: NotesStore

    init(note: Note, store: NotesStore) {
        self.note = note
        self.store = store
    }

    var initialText: String {
        note.text
    }

    func didTapDone(text: String) {
        note.text = text
        note.updatedAt = Date()
        store.save(note)
        view?.navigationController?.popViewController(animated: true)
    }
}
