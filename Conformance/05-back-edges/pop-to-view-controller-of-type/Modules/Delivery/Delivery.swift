import UIKit

// MARK: - View

final class DeliveryViewController: UIViewController {
    var presenter: DeliveryPresenter!
    private let datePicker = UIDatePicker()
    private let addressField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Delivery"
        view.backgroundColor = .systemBackground
        datePicker.datePickerMode = .date
        datePicker.minimumDate = Date().addingTimeInterval(2 * 86_400)
        addressField.placeholder = "Delivery address"
        addressField.borderStyle = .roundedRect
        let stack = UIStackView(arrangedSubviews: [addressField, datePicker])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Continue",
            style: .done,
            target: self,
            action: #selector(continueTapped)
        )
    }

    @objc private func continueTapped() {
        presenter.didChoose(address: addressField.text ?? "", date: datePicker.date)
    }
}

// MARK: - Presenter

final class DeliveryPresenter {
    weak var view: DeliveryViewController?
    var router: DeliveryRouter!

    func didChoose(address: String, date: Date) {
        guard !address.isEmpty else { return }
        router.openPayment(address: address, date: date)
    }
}

// MARK: - Router

final class DeliveryRouter {
    weak var viewController: UIViewController?

    func openPayment(address: String, date: Date) {
        let payment = PaymentBuilder.build(address: address, deliveryDate: date)
        viewController?.navigationController?.pushViewController(payment, animated: true)
    }
}

// MARK: - Builder

enum DeliveryBuilder {
    static func build() -> UIViewController {
        let view = DeliveryViewController()
        let presenter = DeliveryPresenter()
        let router = DeliveryRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
