import Foundation

/// Prepares the compose form, enables Save only for a valid title and closes the sheet once the task is saved.
class ComposePresenter: NSObject {

    var interactor: ComposeInteractorInput?
    var wireframe: ComposeWireframe?
    weak var moduleDelegate: ComposeModuleDelegate?
    weak var userInterface: ComposeViewInterface?

    func configureUserInterfaceForPresentation(_ view: ComposeViewInterface) {
        userInterface = view
        view.resetForm()
        view.setSaveEnabled(false)
        view.setMinimumDueDate(Date())
        view.setDueDate(interactor?.defaultDueDate() ?? Date())
    }
}

extension ComposePresenter: ComposeModuleInterface {

    func cancelComposeAction() {
        wireframe?.dismissComposeInterface()
        moduleDelegate?.composeModuleDidCancel()
    }

    func saveComposeAction(title: String, notes: String, dueDate: Date) {
        let draft = ComposeDraft(title: title, notes: notes, dueDate: dueDate)
        interactor?.saveNewTask(draft)
    }

    func titleDidChange(_ title: String) {
        let draft = ComposeDraft(title: title, notes: "", dueDate: Date())
        userInterface?.setSaveEnabled(draft.isValid)
    }
}

extension ComposePresenter: ComposeInteractorOutput {

    func newTaskSaved() {
        wireframe?.dismissComposeInterface()
        moduleDelegate?.composeModuleDidSaveTask()
    }

    func newTaskRejected(reason: String) {
        userInterface?.showValidationMessage(reason)
    }
}
