import Foundation

final class NoteDetailPresenter: NoteDetailViewOutput {
    weak var view: NoteDetailViewInput?
    var router: NoteDetailRouterInput!
    let noteID: Int
    init(noteID: Int) { self.noteID = noteID }
    func didTapClose() { router.close() }
}
