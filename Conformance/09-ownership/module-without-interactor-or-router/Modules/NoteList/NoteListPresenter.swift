import UIKit

final class NoteListPresenter {

    weak var view: (NoteListView & UIViewController)?
    private let store: NotesStore
    private var notes: [Note] = []

    init(store: NotesStore) {
        self.store = store
    }

    func viewWillAppear() {
        notes = store.all()
        view?.show(notes.map { $0.text.components(separatedBy: .newlines).first ?? "" })
    }

    func didSelectNote(at index: Int) {
        openEditor(for: notes[index])
    }

    func didTapCompose() {
        openEditor(for: Note(id: UUID(), text: "", updatedAt: Date()))
    }

    private func openEditor(for note: Note) {
        let editor = NoteEditorBuilder.build(note: note, store: store)
        view?.navigationController?.pushViewController(editor, animated: true)
    }
}
