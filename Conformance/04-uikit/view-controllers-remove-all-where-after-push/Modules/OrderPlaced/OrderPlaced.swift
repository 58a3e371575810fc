import UIKit

final class OrderPlacedViewController: UIViewController {

    var presenter: OrderPlacedPresenter!
    private let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Thank you"
        view.backgroundColor = .systemBackground
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.frame = view.bounds.insetBy(dx: 24, dy: 200)
        messageLabel.text = presenter.message
        view.addSubview(messageLabel)
    }
}

final class OrderPlacedPresenter {

    private let orderNumber: String

    init(orderNumber: String) {
        self.orderNumber = orderNumber
    }

    var message: String {
        "Order \(orderNumber) is being roasted. We will email you when it ships."
    }
}

enum OrderPlacedBuilder {

    static func build(orderNumber: String) -> UIViewController {
        let view = OrderPlacedViewController()
        view.presenter = OrderPlacedPresenter(orderNumber: orderNumber)
        return view
    }
}
