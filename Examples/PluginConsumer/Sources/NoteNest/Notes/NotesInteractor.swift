import Foundation

final class NotesInteractor: NotesInteractorInput {
    weak var output: NotesInteractorOutput?
    func loadNotes() { output?.notesLoaded(["Groceries", "Ideas"]) }
}
