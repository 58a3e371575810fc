import Foundation

protocol PoliciesInteractorInput: AnyObject {
    func policies() -> [Policy]
    func markClaimOpen(_ claimNumber: String, on policy: Policy)
}

final class PoliciesInteractor: PoliciesInteractorInput {

    func policies() -> [Policy] {
        [Policy(number: "MTR-204411", vehicle: "Skoda Octavia Estate"),
         Policy(number: "MTR-318020", vehicle: "Honda Jazz")]
    }

    func markClaimOpen(_ claimNumber: String, on policy: Policy) {
        UserDefaults.standard.set(claimNumber, forKey: "openClaim.\(policy.number)")
    }
}
