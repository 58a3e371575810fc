import UIKit

final class ReceiptScannerViewController: UIViewController {
    var presenter: ReceiptScannerPresenter!
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        hintLabel.textColor = .white
        hintLabel.text = presenter.hint
        view.addSubview(hintLabel)
    }
}

final class ReceiptScannerPresenter {
    private let month: String

    init(month: String) {
        self.month = month
    }

    var hint: String {
        "Hold the receipt flat. It will be filed under \(month)."
    }
}

enum ReceiptScannerBuilder {
    static func build(month: String) -> UIViewController {
        let view = ReceiptScannerViewController()
        view.presenter = ReceiptScannerPresenter(month: month)
        return view
    }
}
