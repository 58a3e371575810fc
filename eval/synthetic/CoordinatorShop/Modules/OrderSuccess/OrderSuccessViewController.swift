import UIKit

final class OrderSuccessViewController: UIViewController {

    var presenter: OrderSuccessPresenterProtocol!

    private let checkmark = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))
    private let numberLabel = UILabel()
    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Thank you!"
        view.backgroundColor = .systemBackground
        navigationItem.hidesBackButton = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done,
                                                            target: self,
                                                            action: #selector(doneTapped))
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action,
                                                           target: self,
                                                           action: #selector(shareTapped))
        checkmark.tintColor = .systemGreen
        let stack = UIStackView(arrangedSubviews: [checkmark, numberLabel, totalLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            checkmark.widthAnchor.constraint(equalToConstant: 96),
            checkmark.heightAnchor.constraint(equalToConstant: 96)
        ])
        presenter.viewDidLoad()
    }

    @objc private func doneTapped() { presenter.didTapDone() }
    @objc private func shareTapped() { presenter.didTapShareReceipt() }
}

extension OrderSuccessViewController: OrderSuccessViewProtocol {
    func display(orderNumber: String, total: String) {
        numberLabel.text = "Order #\(orderNumber)"
        totalLabel.text = total
    }
}
