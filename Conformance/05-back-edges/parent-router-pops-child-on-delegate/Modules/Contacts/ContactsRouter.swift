import UIKit

protocol ContactsRouterInput: AnyObject {
    func openEditor(for contact: Contact, output: ContactEditorModuleOutput)
    func closeEditor()
}

final class ContactsRouter: ContactsRouterInput {
    weak var viewController: UIViewController?

    func openEditor(for contact: Contact, output: ContactEditorModuleOutput) {
        let editor = ContactEditorAssembly.assemble(contact: contact, output: output)
        viewController?.navigationController?.pushViewController(editor, animated: true)
    }

    func closeEditor() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
