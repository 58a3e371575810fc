import Foundation

final class NotesPresenter: NotesViewOutput, NotesInteractorOutput {
    weak var view: NotesViewInput?
    var interactor: NotesInteractorInput!
    var router: NotesRouterInput!

    func didSelect(index: Int) { router.openNote(id: index) }
    func didTapSettings() { router.openSettings() }
    func notesLoaded(_ titles: [String]) { view?.show(titles: titles) }
}
