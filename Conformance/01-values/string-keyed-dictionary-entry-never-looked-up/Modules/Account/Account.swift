import UIKit

final class AccountViewController: UIViewController {
    var output: AccountPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("My rides", #selector(ridesTapped))
        addButton("Payment methods", #selector(paymentTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func ridesTapped() {
        output?.rides()
    }

    @objc private func paymentTapped() {
        output?.payment()
    }
}

final class AccountPresenter {
    weak var view: AccountViewController?
    var router: AccountRouter!

    func rides() {
        router.openHistory()
    }

    func payment() {
        router.openPayments()
    }
}

final class AccountRouter {
    weak var viewController: UIViewController?

    private let screens: [String: () -> UIViewController] = [
        "history": RideHistoryBuilder.build,
        "payments": PaymentMethodsBuilder.build,
        "referral": ReferralBuilder.build
    ]

    func openHistory() {
        show(screens["history"]?())
    }

    func openPayments() {
        show(screens["payments"]?())
    }

    private func show(_ screen: UIViewController?) {
        guard let screen else { return }
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}

enum AccountBuilder {
    static func build() -> UIViewController {
        let view = AccountViewController()
        let presenter = AccountPresenter()
        let router = AccountRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
