import Foundation

protocol InvoicesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectInvoice(at index: Int)
    func didTapSharePDF(at index: Int)
}

final class InvoicesPresenter: InvoicesViewOutput {

    weak var view: InvoicesViewInput?
    var interactor: InvoicesInteractorInput!
    var router: InvoicesRouterInput!
    private var invoices: [Invoice] = []

    func viewDidLoad() {
        invoices = interactor.invoices()
        view?.display(invoices.map { ($0.number, $0.client) })
    }

    func didSelectInvoice(at index: Int) {
        router.showInvoice(invoices[index])
    }

    func didTapSharePDF(at index: Int) {
        router.sharePDF(of: invoices[index])
    }
}
