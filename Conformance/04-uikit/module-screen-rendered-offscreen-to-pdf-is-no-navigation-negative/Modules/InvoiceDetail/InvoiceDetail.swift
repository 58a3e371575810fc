import UIKit

// MARK: - View

final class InvoiceDetailViewController: UITableViewController {

    var presenter: InvoiceDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Preview",
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapPreview() }
        )
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.lines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = presenter.lines[indexPath.row].description
        cell.detailTextLabel?.text = "\(presenter.lines[indexPath.row].hours) h"
        return cell
    }
}

// MARK: - Presenter

final class InvoiceDetailPresenter {

    var router: InvoiceDetailRouter!
    private let invoice: Invoice

    init(invoice: Invoice) {
        self.invoice = invoice
    }

    var title: String { "No. \(invoice.number)" }
    var lines: [InvoiceLine] { invoice.lines }

    func didTapPreview() {
        router.showPreview(of: invoice)
    }
}

// MARK: - Router

final class InvoiceDetailRouter {

    weak var viewController: UIViewController?

    func showPreview(of invoice: Invoice) {
        let preview = InvoicePreviewBuilder.build(invoice: invoice)
        preview.modalPresentationStyle = .pageSheet
        viewController?.present(preview, animated: true)
    }
}

// MARK: - Builder

enum InvoiceDetailBuilder {

    static func build(invoice: Invoice) -> UIViewController {
        let view = InvoiceDetailViewController(style: .insetGrouped)
        let presenter = InvoiceDetailPresenter(invoice: invoice)
        let router = InvoiceDetailRouter()
        presenter.router = router
        router.viewController = view
        view.presenter = presenter
        return view
    }
}
