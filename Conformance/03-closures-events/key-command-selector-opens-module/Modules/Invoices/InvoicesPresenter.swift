import Foundation

protocol InvoicesPresentation: AnyObject {
    func viewDidLoad()
    func didRequestNewInvoice()
    func didRequestSearch()
}

final class InvoicesPresenter: InvoicesPresentation {

    weak var view: InvoicesView?
    var interactor: InvoicesInteractor!
    var wireframe: InvoicesWireframe!

    func viewDidLoad() {
        view?.show(interactor.openInvoices().map { "\($0.number) · \($0.client)" })
    }

    func didRequestNewInvoice() {
        wireframe.presentNewInvoice()
    }

    func didRequestSearch() {
        wireframe.pushSearch()
    }
}
