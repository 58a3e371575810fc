import Foundation

protocol PoliciesViewOutput: AnyObject {
    func viewWillAppear()
}

final class PoliciesPresenter: PoliciesViewOutput, PoliciesInteractorOutput {

    weak var view: PoliciesViewInput?
    private let interactor: PoliciesInteractorInput

    init(interactor: PoliciesInteractorInput) {
        self.interactor = interactor
    }

    func viewWillAppear() {
        interactor.loadPolicies()
    }

    func policiesLoaded(_ policies: [Policy]) {
        view?.show(policies)
    }
}
