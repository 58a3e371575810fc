import UIKit

final class OrderReceiptViewController: UIViewController {

    var presenter: OrderReceiptPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Receipt"
        let label = UILabel(frame: view.bounds.insetBy(dx: 20, dy: 140))
        label.numberOfLines = 0
        label.text = presenter.summary
        view.addSubview(label)
    }
}

final class OrderReceiptPresenter {

    private let order: CakeOrder

    init(order: CakeOrder) {
        self.order = order
    }

    var summary: String {
        "\(order.cakeName)\n“\(order.message)”\nCollect with reference \(order.reference)"
    }
}

enum OrderReceiptBuilder {

    static func build(order: CakeOrder) -> UIViewController {
        let view = OrderReceiptViewController()
        view.presenter = OrderReceiptPresenter(order: order)
        return view
    }
}
