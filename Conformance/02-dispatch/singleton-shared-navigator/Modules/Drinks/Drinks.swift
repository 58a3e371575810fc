import UIKit

final class DrinksViewController: UIViewController {
    var output: DrinksPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Drinks"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Today's special", #selector(specialTapped))
        addButton("Cart", #selector(cartTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func specialTapped() {
        output?.special()
    }

    @objc private func cartTapped() {
        output?.cart()
    }
}

final class DrinksPresenter {
    weak var view: DrinksViewController?
    var interactor: DrinksInteractor!
    var router: DrinksRouter!

    func special() {
        router.openDrink(id: interactor.todaysSpecial)
    }

    func cart() {
        router.openCart()
    }
}

final class DrinksInteractor {
    let todaysSpecial = "oat-flat-white"
}

final class DrinksRouter {
    weak var viewController: UIViewController?

    func openDrink(id: String) {
        viewController?.navigationController?.pushViewController(DrinkDetailBuilder.build(drinkID: id), animated: true)
    }

    func openCart() {
        CartNavigator.shared.showCart(from: viewController)
    }
}

enum DrinksBuilder {
    static func build() -> UIViewController {
        let view = DrinksViewController()
        let presenter = DrinksPresenter()
        let router = DrinksRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = DrinksInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
