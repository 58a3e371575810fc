import UIKit

protocol CakesRouterInput: AnyObject {
    func openCake(_ cake: Cake)
}

final class CakesRouter: CakesRouterInput {

    weak var viewController: UIViewController?

    func openCake(_ cake: Cake) {
        let detail = CakeDetailBuilder.build(cake: cake, onOrder: { [weak self] cake in
            self?.openOrderForm(for: cake)
        })
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    private func openOrderForm(for cake: Cake) {
        let form = OrderFormBuilder.build(cake: cake)
        viewController?.present(UINavigationController(rootViewController: form), animated: true)
    }
}
