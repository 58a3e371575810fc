import UIKit

final class AddressViewController: UIViewController {

    var presenter: AddressViewOutput!
    private let streetField = UITextField()
    private let cityField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Deliver to"
        view.backgroundColor = .systemBackground
        streetField.placeholder = "Street and number"
        cityField.placeholder = "City"
        let stack = UIStackView(arrangedSubviews: [streetField, cityField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .done, target: self, action: #selector(nextTapped))
    }

    @objc private func nextTapped() {
        presenter.didTapNext(street: streetField.text ?? "", city: cityField.text ?? "")
    }
}
