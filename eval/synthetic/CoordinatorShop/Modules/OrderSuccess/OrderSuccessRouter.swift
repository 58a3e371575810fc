import UIKit

final class OrderSuccessRouter: OrderSuccessRouterProtocol {
    weak var viewController: UIViewController?
    private weak var coordinator: OrderSuccessCoordinating?

    init(coordinator: OrderSuccessCoordinating) {
        self.coordinator = coordinator
    }

    func finish() {
        coordinator?.finishCheckout()
    }

    func shareReceipt(text: String) {
        let activity = UIActivityViewController(activityItems: [text], applicationActivities: nil)
        viewController?.present(activity, animated: true)
    }
}
