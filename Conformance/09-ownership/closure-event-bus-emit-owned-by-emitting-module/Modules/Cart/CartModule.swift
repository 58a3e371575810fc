import UIKit

final class CartViewController: UIViewController {

    var presenter: CartPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Basket"
        summaryLabel.numberOfLines = 0
        summaryLabel.text = presenter.summary
        let checkoutButton = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Check out") { [weak self] _ in
            self?.presenter.didTapCheckout()
        })
        let stack = UIStackView(arrangedSubviews: [summaryLabel, checkoutButton])
        stack.axis = .vertical
        stack.spacing = 20
        stack.frame = view.bounds.insetBy(dx: 24, dy: 160)
        view.addSubview(stack)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        summaryLabel.text = presenter.summary
    }
}

final class CartPresenter {

    private let basket: Basket

    init(basket: Basket) {
        self.basket = basket
    }

    var summary: String {
        let lines = basket.items.map(\.name).joined(separator: "\n")
        return lines.isEmpty ? "Nothing here yet" : lines
    }

    func didTapCheckout() {
        guard !basket.items.isEmpty else { return }
        EventBus.shared.emit(.checkout)
    }
}

enum CartBuilder {

    static func build(basket: Basket) -> UIViewController {
        let view = CartViewController()
        view.presenter = CartPresenter(basket: basket)
        return view
    }
}
