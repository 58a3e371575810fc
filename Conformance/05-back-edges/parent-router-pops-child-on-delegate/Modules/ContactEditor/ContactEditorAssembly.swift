import UIKit

enum ContactEditorAssembly {
    static func assemble(contact: Contact, output: ContactEditorModuleOutput) -> UIViewController {
        let view = ContactEditorViewController()
        let presenter = ContactEditorPresenter(contact: contact)
        view.output = presenter
        presenter.view = view
        presenter.moduleOutput = output
        return view
    }
}
