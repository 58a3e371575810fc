import UIKit

protocol SignInRouterInput: AnyObject {
    func showPolicies()
}

final class SignInRouter: SignInRouterInput {

    weak var viewController: UIViewController?
    private let api: InsuranceAPI

    init(api: InsuranceAPI) {
        self.api = api
    }

    func showPolicies() {
        let policies = PoliciesBuilder.build(api: api)
        viewController?.view.window?.rootViewController = UINavigationController(rootViewController: policies)
    }
}
