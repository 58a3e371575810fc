import UIKit

final class PayoutsViewController: UIViewController {
    var output: PayoutsPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payouts"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Ask support", #selector(helpTapped))
        addButton("Copy dashboard link", #selector(bankTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func helpTapped() {
        output?.help()
    }

    @objc private func bankTapped() {
        output?.bank()
    }
}

final class PayoutsPresenter {
    weak var view: PayoutsViewController?
    var router: PayoutsRouter!

    func help() {
        router.openSupportChat(topic: "Missing payout")
    }

    func bank() {
        router.openBankDetails()
    }
}

final class PayoutsRouter: ModuleRouter, SupportChatRouting {
    weak var viewController: UIViewController?

    func openBankDetails() {
        // Bank details are edited on the web dashboard for now.
        UIPasteboard.general.string = "https://dashboard.example.com/payouts"
    }
}

enum PayoutsBuilder {
    static func build() -> UIViewController {
        let view = PayoutsViewController()
        let presenter = PayoutsPresenter()
        let router = PayoutsRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
