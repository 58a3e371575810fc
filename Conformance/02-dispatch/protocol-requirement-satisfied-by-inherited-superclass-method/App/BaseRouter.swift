import UIKit

protocol HelpCenterRouting: AnyObject {
    func openHelpCenter(topic: String)
}

class BaseRouter {

    weak var viewController: UIViewController?

    func openHelpCenter(topic: String) {
        let help = HelpCenterModuleFactory.make(topic: topic)
        viewController?.present(UINavigationController(rootViewController: help), animated: true)
    }
}
