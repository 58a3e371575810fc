import Foundation

final class LessonsPresenter {
    private weak var view: LessonsView?
    private let interactor: LessonsInteractor
    private let router: LessonsRouter

    init(view: LessonsView, interactor: LessonsInteractor, router: LessonsRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        view?.show(goal: "Daily goal: \(interactor.dailyGoalMinutes) min", lessons: interactor.lessons.map { "\($0.title) · \($0.minutes) min" })
    }

    func viewDidAppear() {
        if interactor.needsOnboarding {
            router.showOnboarding()
        }
    }
}
