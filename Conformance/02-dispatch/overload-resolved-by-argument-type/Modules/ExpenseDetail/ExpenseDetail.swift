import UIKit

final class ExpenseDetailViewController: UIViewController {

    var presenter: ExpenseDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground

        let receiptButton = UIButton(configuration: .bordered())
        receiptButton.setTitle("View receipt", for: .normal)
        receiptButton.isEnabled = presenter.hasReceipt
        receiptButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapReceipt() }, for: .touchUpInside)
        let submitButton = UIButton(configuration: .filled())
        submitButton.setTitle("Submit for approval", for: .normal)
        submitButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapSubmit() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [receiptButton, submitButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 32, dy: 260)
        view.addSubview(stack)
    }
}

@MainActor
final class ExpenseDetailPresenter {

    private let expense: Expense
    private let ledger: Ledger
    private let router: ExpenseDetailRouter

    init(expense: Expense, ledger: Ledger, router: ExpenseDetailRouter) {
        self.expense = expense
        self.ledger = ledger
        self.router = router
    }

    var title: String { expense.title }
    var hasReceipt: Bool { expense.receipt != nil }

    func didTapReceipt() {
        guard let receipt = expense.receipt else { return }
        router.openReceipt(receipt)
    }

    func didTapSubmit() {
        Task {
            do {
                try await ledger.uploadReceipt(for: expense)
            } catch {
                router.showUploadFailure(error)
            }
        }
    }
}

final class ExpenseDetailRouter {

    weak var viewController: UIViewController?

    func openReceipt(_ receipt: Receipt) {
        let preview = ReceiptPreviewBuilder.build(receipt: receipt)
        viewController?.present(UINavigationController(rootViewController: preview), animated: true)
    }

    func showUploadFailure(_ uploadError: Error) {
        viewController?.display(uploadError)
    }
}

enum ExpenseDetailBuilder {

    @MainActor
    static func build(expense: Expense, ledger: Ledger) -> UIViewController {
        let view = ExpenseDetailViewController()
        let router = ExpenseDetailRouter()
        view.presenter = ExpenseDetailPresenter(expense: expense, ledger: ledger, router: router)
        router.viewController = view
        return view
    }
}
