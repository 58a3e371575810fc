import Foundation

extension Notification.Name {
    static let sessionDidExpire = Notification.Name("SessionDidExpire")
}

protocol PoliciesInteractorInput: AnyObject {
    func loadPolicies()
}

protocol PoliciesInteractorOutput: AnyObject {
    func policiesLoaded(_ policies: [Policy])
}

final class PoliciesInteractor: PoliciesInteractorInput {

    weak var output: PoliciesInteractorOutput?
    private let api: InsuranceAPI

    init(api: InsuranceAPI) {
        self.api = api
    }

    func loadPolicies() {
        api.policies { [weak self] result in
            switch result {
            case .success(let policies):
                self?.output?.policiesLoaded(policies)
            case .failure(.unauthorized):
                NotificationCenter.default.post(name: .sessionDidExpire, object: nil)
            case .failure:
                self?.output?.policiesLoaded([])
            }
        }
    }
}
