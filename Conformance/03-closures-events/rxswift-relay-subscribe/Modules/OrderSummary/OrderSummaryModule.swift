import UIKit

final class OrderSummaryViewController: UIViewController {

    var presenter: OrderSummaryPresenter!
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Your order"
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.frame = view.bounds.insetBy(dx: 20, dy: 140)
        label.text = presenter.lines
        view.addSubview(label)
    }
}

final class OrderSummaryPresenter {

    private let order: Order

    init(order: Order) {
        self.order = order
    }

    var lines: String {
        order.dishes.isEmpty ? "Nothing yet" : order.dishes.map(\.name).joined(separator: "\n")
    }
}

enum OrderSummaryBuilder {

    static func build(order: Order) -> UIViewController {
        let view = OrderSummaryViewController()
        view.presenter = OrderSummaryPresenter(order: order)
        return view
    }
}
