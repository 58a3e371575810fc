import UIKit

final class AppCoordinator {

    private let window: UIWindow
    private let roastery: RoasteryAPI
    private let navigationController = UINavigationController()

    init(window: UIWindow, roastery: RoasteryAPI) {
        self.window = window
        self.roastery = roastery
    }

    func start() {
        let cart = CartBuilder.build(roastery: roastery, checkoutOutput: self)
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.setViewControllers([cart], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }
}

extension AppCoordinator: CheckoutModuleOutput {

    func checkoutDidFinish(order: Order) {
        let receipt = ReceiptBuilder.build(order: order)
        receipt.modalPresentationStyle = .formSheet
        navigationController.present(receipt, animated: true)
    }
}
