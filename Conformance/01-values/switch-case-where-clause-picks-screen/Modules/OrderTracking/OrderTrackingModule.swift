import UIKit

final class OrderTrackingViewController: UIViewController {

    var presenter: OrderTrackingPresenter!
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        statusLabel.numberOfLines = 0
        statusLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        statusLabel.text = presenter.statusText
        view.addSubview(statusLabel)
    }
}

final class OrderTrackingPresenter {

    private let orderID: Int

    init(orderID: Int) {
        self.orderID = orderID
    }

    var title: String {
        "Order #\(orderID)"
    }

    var statusText: String {
        "Packed at the blending room · on its way with the courier"
    }
}

enum OrderTrackingBuilder {

    static func build(orderID: Int) -> UIViewController {
        let view = OrderTrackingViewController()
        view.presenter = OrderTrackingPresenter(orderID: orderID)
        return view
    }
}
