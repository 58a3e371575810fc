import Foundation

protocol ContactEditorModuleOutput: AnyObject {
    func contactEditor(didSave contact: Contact)
}

protocol ContactEditorViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSave(name: String, phone: String)
}

final class ContactEditorPresenter: ContactEditorViewOutput {
    weak var view: ContactEditorViewInput?
    weak var moduleOutput: ContactEditorModuleOutput?
    private var contact: Contact

    init(contact: Contact) {
        self.contact = contact
    }

    func viewDidLoad() {
        view?.show(name: contact.name, phone: contact.phone)
    }

    func didTapSave(name: String, phone: String) {
        contact.name = name
        contact.phone = phone
        moduleOutput?.contactEditor(didSave: contact)
    }
}
