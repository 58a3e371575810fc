import Foundation

protocol ContactsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelect(_ contact: Contact)
}

final class ContactsPresenter: ContactsViewOutput {
    weak var view: ContactsViewInput?
    var interactor: ContactsInteractorInput!
    var router: ContactsRouterInput!

    func viewDidLoad() {
        view?.show(interactor.contacts())
    }

    func didSelect(_ contact: Contact) {
        router.openEditor(for: contact, output: self)
    }
}

extension ContactsPresenter: ContactEditorModuleOutput {
    func contactEditor(didSave contact: Contact) {
        interactor.update(contact)
        view?.show(interactor.contacts())
        router.closeEditor()
    }
}
