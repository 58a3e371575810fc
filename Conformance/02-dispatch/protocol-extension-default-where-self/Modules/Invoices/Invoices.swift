import UIKit

final class InvoicesViewController: UIViewController {
    var output: InvoicesPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Invoices"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Latest invoice", #selector(latestTapped))
        addButton("Ask support", #selector(helpTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func latestTapped() {
        output?.latest()
    }

    @objc private func helpTapped() {
        output?.help()
    }
}

final class InvoicesPresenter {
    weak var view: InvoicesViewController?
    var interactor: InvoicesInteractor!
    var router: InvoicesRouter!

    func latest() {
        router.openInvoice(number: interactor.overdueInvoices().first ?? "")
    }

    func help() {
        router.openSupportChat(topic: "Overdue invoices")
    }
}

final class InvoicesInteractor {
    func overdueInvoices() -> [String] {
        ["INV-2024-0193", "INV-2024-0201"]
    }
}

final class InvoicesRouter: ModuleRouter, SupportChatRouting {
    weak var viewController: UIViewController?

    func openInvoice(number: String) {
        viewController?.navigationController?.pushViewController(InvoiceDetailBuilder.build(number: number), animated: true)
    }
}

enum InvoicesBuilder {
    static func build() -> UIViewController {
        let view = InvoicesViewController()
        let presenter = InvoicesPresenter()
        let router = InvoicesRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = InvoicesInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
