import UIKit

final class RoasteryCoordinator: NSObject, UINavigationControllerDelegate {

    private let window: UIWindow
    private let navigationController = UINavigationController()
    private weak var ordersInput: OrdersModuleInput?
    private var openOrderID: String?

    init(window: UIWindow) {
        self.window = window
        super.init()
        navigationController.delegate = self
    }

    func start() {
        let (orders, input) = OrdersBuilder.build(onOpenOrder: { [weak self] order in
            self?.showDetail(for: order)
        })
        ordersInput = input
        navigationController.setViewControllers([orders], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func showDetail(for order: WholesaleOrder) {
        openOrderID = order.id
        let detail = OrderDetailBuilder.build(order: order)
        navigationController.pushViewController(detail, animated: true)
    }

    // MARK: - UINavigationControllerDelegate

    /// Back (button or edge swipe) is UIKit's own pop; the coordinator only
    /// notices afterwards that the detail left the stack and tidies up.
    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController,
                              animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from),
              from is OrderDetailViewController else { return }
        if let id = openOrderID {
            print("Order \(id) closed")
        }
        openOrderID = nil
        ordersInput?.refresh()
    }
}
