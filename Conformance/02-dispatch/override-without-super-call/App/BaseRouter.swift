import UIKit

class BaseRouter {
    weak var viewController: UIViewController?

    func openHelp(topic: String) {
        viewController?.present(HelpBuilder.build(topic: topic), animated: true)
    }
}
