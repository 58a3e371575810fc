import Foundation

final class SurveyPresenter {

    weak var view: SurveyViewInput?
    var onFinish: (() -> Void)?

    private let interactor: SurveyInteractor

    init(interactor: SurveyInteractor) {
        self.interactor = interactor
    }

    func didSubmit(rating: Int) {
        interactor.save(rating: rating)
        view?.showThanks()
    }
}
