import Foundation

protocol PlacementTestViewOutput: AnyObject {
    func viewDidLoad()
    func didAnswer(_ answer: String)
}

final class PlacementTestPresenter: PlacementTestViewOutput {

    weak var view: PlacementTestViewInput?
    private let interactor: PlacementTestInteractorInput
    private let router: PlacementTestRouterInput
    private let pager: StepPager

    init(interactor: PlacementTestInteractorInput, router: PlacementTestRouterInput) {
        self.interactor = interactor
        self.router = router
        self.pager = StepPager(count: interactor.questions().count)
        pager.onFinish = { [weak self] in
            guard let self else { return }
            self.router.showSuggestedCourse(level: self.interactor.estimatedLevel())
        }
    }

    func viewDidLoad() {
        showCurrent()
    }

    func didAnswer(_ answer: String) {
        interactor.store(answer, at: pager.index)
        pager.next()
        showCurrent()
    }

    private func showCurrent() {
        view?.showQuestion(interactor.questions()[pager.index], isLast: pager.isLast)
    }
}
