import UIKit

final class ExpensesViewController: UIViewController {
    var output: ExpensesPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Expenses"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Scan a receipt", #selector(scanTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func scanTapped() {
        output?.scan()
    }
}

final class ExpensesPresenter {
    weak var view: ExpensesViewController?
    var interactor: ExpensesInteractor!
    var router: ExpensesRouter!

    func scan() {
        router.openReceiptScanner(tripID: interactor.currentTripID)
    }
}

final class ExpensesInteractor {
    let currentTripID = "trip-berlin-0612"
}

final class ExpensesRouter {
    weak var viewController: UIViewController?

    func openReceiptScanner(tripID: String) {
        guard let builder = ReceiptScanBuilder() else {
            return
        }
        viewController?.navigationController?.pushViewController(builder.build(tripID: tripID), animated: true)
    }
}

enum ExpensesBuilder {
    static func build() -> UIViewController {
        let view = ExpensesViewController()
        let presenter = ExpensesPresenter()
        let router = ExpensesRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = ExpensesInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
