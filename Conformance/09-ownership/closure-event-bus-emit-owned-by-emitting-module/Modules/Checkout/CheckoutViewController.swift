import UIKit

protocol CheckoutViewInput: AnyObject {
    func setBusy(_ busy: Bool)
    func showRetry()
}

final class CheckoutViewController: UIViewController, CheckoutViewInput {

    var presenter: CheckoutViewOutput!
    private let picker = UIDatePicker()
    private let confirmButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let totalLabel = UILabel()
        totalLabel.text = presenter.totalText
        picker.datePickerMode = .time
        picker.minimumDate = Date().addingTimeInterval(20 * 60)
        confirmButton.setTitle("Collect at this time", for: .normal)
        confirmButton.addTarget(self, action: #selector(confirmTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [totalLabel, picker, confirmButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 80)
        view.addSubview(stack)
    }

    @objc private func confirmTapped() {
        presenter.didConfirm(collectAt: picker.date)
    }

    func setBusy(_ busy: Bool) {
        confirmButton.isEnabled = !busy
        confirmButton.configuration?.showsActivityIndicator = busy
    }

    func showRetry() {
        confirmButton.setTitle("Try again", for: .normal)
    }
}
