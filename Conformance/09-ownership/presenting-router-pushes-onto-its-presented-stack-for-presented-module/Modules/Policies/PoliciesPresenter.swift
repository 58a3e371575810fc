import Foundation

protocol PoliciesViewOutput: AnyObject {
    func viewDidLoad()
    func didTapFileClaim(at index: Int)
}

final class PoliciesPresenter: PoliciesViewOutput {

    weak var view: PoliciesViewInput?
    var interactor: PoliciesInteractorInput!
    var wireframe: PoliciesWireframeInput!
    private var policies: [Policy] = []

    func viewDidLoad() {
        policies = interactor.policies()
        view?.display(policies.map { "\($0.vehicle) · \($0.number)" })
    }

    func didTapFileClaim(at index: Int) {
        wireframe.presentClaimFlow(for: policies[index], output: self)
    }
}

// MARK: - Claim flow outputs

extension PoliciesPresenter: ClaimTypeModuleOutput {

    func claimType(didChoose kind: ClaimKind, for policy: Policy) {
        wireframe.pushClaimStatement(for: ClaimDraft(policy: policy, kind: kind), output: self)
    }

    func claimTypeDidCancel() {
        wireframe.closeClaimFlow()
    }
}

extension PoliciesPresenter: ClaimStatementModuleOutput {

    func claimStatement(didSubmit claimNumber: String, for policy: Policy) {
        interactor.markClaimOpen(claimNumber, on: policy)
        wireframe.closeClaimFlow()
    }
}
