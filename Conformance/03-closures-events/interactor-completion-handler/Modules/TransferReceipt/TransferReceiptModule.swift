import UIKit

final class TransferReceiptViewController: UIViewController {

    var presenter: TransferReceiptPresenter!
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        label.numberOfLines = 0
        label.textAlignment = .center
        label.frame = view.bounds.insetBy(dx: 24, dy: 200)
        label.text = presenter.text
        view.addSubview(label)
    }
}

final class TransferReceiptPresenter {

    private let receipt: Receipt

    init(receipt: Receipt) {
        self.receipt = receipt
    }

    var text: String {
        "Sent \(receipt.amount) EUR\nReference \(receipt.reference)"
    }
}

enum TransferReceiptBuilder {

    static func build(receipt: Receipt) -> UIViewController {
        let view = TransferReceiptViewController()
        view.presenter = TransferReceiptPresenter(receipt: receipt)
        return view
    }
}
