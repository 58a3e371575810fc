import UIKit

protocol InvoicesRouterInput: AnyObject {
    func showInvoice(_ invoice: Invoice)
    func sharePDF(of invoice: Invoice)
}

final class InvoicesRouter: InvoicesRouterInput {

    weak var viewController: UIViewController?

    func showInvoice(_ invoice: Invoice) {
        let detail = InvoiceDetailBuilder.build(invoice: invoice)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func sharePDF(of invoice: Invoice) {
        // Lay the printable invoice page out off screen at A4 size and draw it into a PDF.
        let page = InvoicePreviewBuilder.build(invoice: invoice)
        let a4 = CGRect(x: 0, y: 0, width: 595, height: 842)
        page.view.frame = a4
        page.view.layoutIfNeeded()
        let pdf = UIGraphicsPDFRenderer(bounds: a4).pdfData { context in
            context.beginPage()
            page.view.layer.render(in: context.cgContext)
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Invoice-\(invoice.number).pdf")
        try? pdf.write(to: url)
        let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        viewController?.present(share, animated: true)
    }
}
