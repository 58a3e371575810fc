import UIKit

protocol PoliciesWireframeInput: AnyObject {
    func presentClaimFlow(for policy: Policy, output: ClaimTypeModuleOutput)
    func pushClaimStatement(for draft: ClaimDraft, output: ClaimStatementModuleOutput)
    func closeClaimFlow()
}

final class PoliciesWireframe: PoliciesWireframeInput {

    weak var viewController: UIViewController?
    private weak var claimNavigation: UINavigationController?

    static func createModule() -> UIViewController {
        let view = PoliciesViewController(style: .insetGrouped)
        let presenter = PoliciesPresenter()
        let wireframe = PoliciesWireframe()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = PoliciesInteractor()
        presenter.wireframe = wireframe
        wireframe.viewController = view
        return view
    }

    func presentClaimFlow(for policy: Policy, output: ClaimTypeModuleOutput) {
        let claimType = ClaimTypeWireframe.createModule(policy: policy, output: output)
        let navigation = UINavigationController(rootViewController: claimType)
        navigation.isModalInPresentation = true
        claimNavigation = navigation
        viewController?.present(navigation, animated: true)
    }

    func pushClaimStatement(for draft: ClaimDraft, output: ClaimStatementModuleOutput) {
        let statement = ClaimStatementWireframe.createModule(draft: draft, output: output)
        claimNavigation?.pushViewController(statement, animated: true)
    }

    func closeClaimFlow() {
        claimNavigation?.dismiss(animated: true)
    }
}
