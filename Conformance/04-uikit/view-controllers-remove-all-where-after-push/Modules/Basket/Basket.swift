import UIKit

struct BasketLine {
    let coffee: String
    let grams: Int
    let priceCents: Int
}

// MARK: - View

final class BasketViewController: UITableViewController {

    var presenter: BasketPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Basket"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "LineCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Checkout", style: .done, target: self, action: #selector(checkoutTapped))
    }

    @objc private func checkoutTapped() {
        presenter.didTapCheckout()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.lines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LineCell", for: indexPath)
        let line = presenter.lines[indexPath.row]
        cell.textLabel?.text = "\(line.coffee) · \(line.grams) g"
        return cell
    }
}

// MARK: - Interactor

final class BasketInteractor {

    func currentLines() -> [BasketLine] {
        [
            BasketLine(coffee: "Huila washed", grams: 250, priceCents: 1450),
            BasketLine(coffee: "Sidamo natural", grams: 500, priceCents: 2600)
        ]
    }
}

// MARK: - Presenter

final class BasketPresenter {

    private let interactor: BasketInteractor
    private let router: BasketRouter

    init(interactor: BasketInteractor, router: BasketRouter) {
        self.interactor = interactor
        self.router = router
    }

    var lines: [BasketLine] {
        interactor.currentLines()
    }

    func didTapCheckout() {
        router.openCheckout(lines: lines)
    }
}

// MARK: - Router

final class BasketRouter {

    weak var viewController: UIViewController?

    func openCheckout(lines: [BasketLine]) {
        let checkout = CheckoutBuilder.build(lines: lines)
        viewController?.navigationController?.pushViewController(checkout, animated: true)
    }
}

// MARK: - Builder

enum BasketBuilder {

    static func build() -> UIViewController {
        let view = BasketViewController(style: .insetGrouped)
        let router = BasketRouter()
        view.presenter = BasketPresenter(interactor: BasketInteractor(), router: router)
        router.viewController = view
        return view
    }
}
