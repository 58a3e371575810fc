import UIKit

final class InvoicesWireframe {

    private weak var viewController: UIViewController?

    static func makeModule() -> UIViewController {
        let view = InvoicesViewController(style: .insetGrouped)
        let presenter = InvoicesPresenter()
        let wireframe = InvoicesWireframe()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = InvoicesInteractor()
        presenter.wireframe = wireframe
        wireframe.viewController = view
        return view
    }

    func presentNewInvoice() {
        let form = UINavigationController(rootViewController: NewInvoiceWireframe.makeModule())
        form.modalPresentationStyle = .formSheet
        viewController?.present(form, animated: true)
    }

    func pushSearch() {
        viewController?.navigationController?.pushViewController(InvoiceSearchWireframe.makeModule(), animated: true)
    }
}
