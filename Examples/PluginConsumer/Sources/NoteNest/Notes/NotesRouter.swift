import UIKit

final class NotesRouter: NotesRouterInput {
    weak var viewController: UIViewController?

    func openNote(id: Int) {
        viewController?.navigationController?.pushViewController(NoteDetailBuilder.build(noteID: id), animated: true)
    }

    func openSettings() {
        viewController?.present(SettingsBuilder.build(), animated: true)
    }
}
