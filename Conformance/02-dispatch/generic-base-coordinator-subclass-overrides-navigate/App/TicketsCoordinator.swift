import UIKit

enum TicketsRoute {
    case checkout(Pass)
    case close
}

final class TicketsCoordinator: Coordinator<TicketsRoute> {

    var onFinish: (() -> Void)?
    private weak var presenting: UIViewController?
    private let festival: FestivalService

    init(presenting: UIViewController, festival: FestivalService) {
        self.presenting = presenting
        self.festival = festival
        super.init(navigationController: UINavigationController())
    }

    override func start() {
        let tickets = TicketsBuilder.build(festival: festival, coordinator: self)
        navigationController.setViewControllers([tickets], animated: false)
        presenting?.present(navigationController, animated: true)
    }

    override func navigate(to route: TicketsRoute) {
        switch route {
        case .checkout(let pass):
            let checkout = CheckoutBuilder.build(pass: pass, festival: festival, coordinator: self)
            navigationController.pushViewController(checkout, animated: true)
        case .close:
            navigationController.dismiss(animated: true)
            onFinish?()
        }
    }
}
