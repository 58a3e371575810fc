import UIKit

protocol OrderViewInput: AnyObject {
    func show(title: String, price: String)
    func setBusy(_ busy: Bool)
}

final class OrderViewController: UIViewController, OrderViewInput {

    var presenter: OrderViewOutput!
    private let priceLabel = UILabel()
    private let messageField = UITextField()
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageField.placeholder = "Message on the cake"
        messageField.borderStyle = .roundedRect
        priceLabel.frame = CGRect(x: 20, y: 120, width: 300, height: 30)
        messageField.frame = CGRect(x: 20, y: 170, width: 300, height: 44)
        spinner.center = CGPoint(x: 170, y: 260)
        [priceLabel, messageField, spinner].forEach(view.addSubview)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Order", primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapPlaceOrder(message: self?.messageField.text ?? "")
        })
        presenter.viewDidLoad()
    }

    func show(title: String, price: String) {
        self.title = title
        priceLabel.text = price
    }

    func setBusy(_ busy: Bool) {
        busy ? spinner.startAnimating() : spinner.stopAnimating()
        navigationItem.rightBarButtonItem?.isEnabled = !busy
    }
}
