import UIKit

final class DrinkDetailViewController: UIViewController {
    var output: DrinkDetailPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Drink"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Add to cart", #selector(addToCartTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func addToCartTapped() {
        output?.addToCart()
    }
}

final class DrinkDetailPresenter {
    weak var view: DrinkDetailViewController?
    var router: DrinkDetailRouter!

    func addToCart() {
        router.openCart()
    }
}

final class DrinkDetailRouter {
    weak var viewController: UIViewController?

    func openCart() {
        CartNavigator.shared.showCart(from: viewController)
    }
}

enum DrinkDetailBuilder {
    static func build(drinkID: String) -> UIViewController {
        let view = DrinkDetailViewController()
        let presenter = DrinkDetailPresenter()
        let router = DrinkDetailRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        view.navigationItem.title = drinkID
        return view
    }
}
