import UIKit

extension UIViewController {

    /// Shows a failure as an alert over this screen.
    func display(_ error: Error) {
        let alert = UIAlertController(title: "Something went wrong",
                                      message: error.localizedDescription,
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    /// Shows a receipt full screen over this screen.
    func display(_ receipt: Receipt) {
        let preview = ReceiptPreviewBuilder.build(receipt: receipt)
        preview.modalPresentationStyle = .fullScreen
        present(preview, animated: true)
    }
}
