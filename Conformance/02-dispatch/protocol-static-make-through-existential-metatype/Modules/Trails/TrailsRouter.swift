import UIKit

final class TrailsRouter {
    weak var viewController: UIViewController?

    func show(_ screenType: any ModuleScreen.Type) {
        let screen = screenType.make()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
