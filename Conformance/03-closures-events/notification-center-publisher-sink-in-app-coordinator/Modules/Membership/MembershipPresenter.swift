import Foundation

protocol MembershipViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSignOut()
}

final class MembershipPresenter: MembershipViewOutput {

    weak var view: MembershipViewInput?
    private let interactor: MembershipInteractorInput

    init(interactor: MembershipInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(riderName: interactor.riderName(), plan: "Annual pass · renews in March")
    }

    func didTapSignOut() {
        interactor.signOut()
    }
}
