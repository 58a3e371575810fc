import UIKit

final class ReceiptViewController: UIViewController {

    var presenter: ReceiptPresenter!
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.isEditable = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.frame = view.bounds.insetBy(dx: 20, dy: 40)
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
        textView.text = presenter.receiptText
    }
}

final class ReceiptPresenter {

    private let order: Order

    init(order: Order) {
        self.order = order
    }

    var receiptText: String {
        let lines = order.lines.map { "\($0.bags) × \($0.bean.origin)" }.joined(separator: "\n")
        let arrival = DateFormatter.localizedString(from: order.deliveryDate, dateStyle: .medium, timeStyle: .none)
        return "Order \(order.number)\n\n\(lines)\n\nTotal: \(order.total)\nArrives \(arrival)"
    }
}

enum ReceiptBuilder {

    static func build(order: Order) -> UIViewController {
        let view = ReceiptViewController()
        view.presenter = ReceiptPresenter(order: order)
        return view
    }
}
