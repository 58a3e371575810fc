import Foundation

protocol ScoresViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectScore(at index: Int)
}

final class ScoresPresenter: ScoresViewOutput {

    weak var view: ScoresViewInput?
    private let interactor: ScoresInteractorInput
    private let router: ScoresRouterInput
    private var scores: [Score] = []

    init(interactor: ScoresInteractorInput, router: ScoresRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        scores = interactor.loadScores()
        view?.show(scores)
    }

    func didSelectScore(at index: Int) {
        router.openScore(scores[index])
    }
}
