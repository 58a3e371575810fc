import UIKit

// MARK: - View

/// The invoice laid out as a printed A4 page: shown as a sheet, and drawn into PDFs.
final class InvoicePreviewViewController: UIViewController {

    var presenter: InvoicePreviewPresenter!
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        stack.axis = .vertical
        stack.spacing = 6
        stack.frame = view.bounds.insetBy(dx: 40, dy: 48)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
        for text in presenter.printedLines {
            let label = UILabel()
            label.text = text
            label.textColor = .black
            stack.addArrangedSubview(label)
        }
    }
}

// MARK: - Presenter

final class InvoicePreviewPresenter {

    private let invoice: Invoice
    private let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        return formatter
    }()

    init(invoice: Invoice) {
        self.invoice = invoice
    }

    var printedLines: [String] {
        ["INVOICE \(invoice.number)", "Bill to: \(invoice.client)"]
            + invoice.lines.map { "\($0.description) — \($0.hours) h × \($0.rate)" }
            + ["Total: \(currency.string(from: invoice.total as NSDecimalNumber) ?? "")"]
    }
}

// MARK: - Builder

enum InvoicePreviewBuilder {

    static func build(invoice: Invoice) -> UIViewController {
        let view = InvoicePreviewViewController()
        view.presenter = InvoicePreviewPresenter(invoice: invoice)
        return view
    }
}
