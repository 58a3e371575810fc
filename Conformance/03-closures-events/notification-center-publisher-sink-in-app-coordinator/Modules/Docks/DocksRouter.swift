import UIKit

protocol DocksRouterInput: AnyObject {
    func openMembership()
}

final class DocksRouter: DocksRouterInput {

    weak var viewController: UIViewController?

    func openMembership() {
        let membership = MembershipBuilder.build()
        viewController?.navigationController?.pushViewController(membership, animated: true)
    }
}
