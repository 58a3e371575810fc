import Foundation

protocol EnrolmentViewOutput: AnyObject {
    func didTapJoin(name: String, rating: String, acceptsRules: Bool)
}

final class EnrolmentPresenter: EnrolmentViewOutput {

    weak var view: EnrolmentViewInput?
    private let interactor: EnrolmentInteractorInput

    init(interactor: EnrolmentInteractorInput) {
        self.interactor = interactor
    }

    func didTapJoin(name: String, rating: String, acceptsRules: Bool) {
        let form = EnrolmentForm(fullName: name, rating: Int(rating) ?? 0, acceptsClubRules: acceptsRules)
        if !interactor.submit(form) {
            view?.showError("Enter your full name, a rating between 100 and 3000 and accept the club rules.")
        }
    }
}
