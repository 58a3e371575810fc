import UIKit

enum CounterTab: Hashable {
    case menu
    case orders
    case rewards
}

final class SushiCounterViewController: UIViewController {
    var output: SushiCounterPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Kaiten counter"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 120)
        view.addSubview(stack)
        addButton("What's on the belt", #selector(menuTapped))
        addButton("My plates", #selector(ordersTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func menuTapped() {
        output?.didTapMenu()
    }

    @objc private func ordersTapped() {
        output?.didTapOrders()
    }
}

final class SushiCounterPresenter {
    weak var view: SushiCounterViewController?
    var router: SushiCounterRouter!

    func didTapMenu() {
        router.openMenu()
    }

    func didTapOrders() {
        router.openOrders()
    }
}

final class SushiCounterRouter {
    weak var viewController: UIViewController?

    private let factories: [CounterTab: () -> UIViewController] = [
        .menu: ConveyorMenuBuilder.build,
        .orders: TableOrdersBuilder.build,
        .rewards: StampCardBuilder.build
    ]

    func openMenu() {
        push(factories[.menu]!())
    }

    func openOrders() {
        push(factories[.orders]!())
    }

    private func push(_ screen: UIViewController) {
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}

enum SushiCounterBuilder {
    static func build() -> UIViewController {
        let view = SushiCounterViewController()
        let presenter = SushiCounterPresenter()
        let router = SushiCounterRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
