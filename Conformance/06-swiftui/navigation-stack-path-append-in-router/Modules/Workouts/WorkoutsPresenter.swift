import Foundation

@MainActor
final class WorkoutsPresenter: ObservableObject {
    @Published private(set) var plan: [Exercise] = []

    private let interactor: WorkoutsInteractor
    private let router: WorkoutsRouter

    init(interactor: WorkoutsInteractor, router: WorkoutsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidAppear() async {
        plan = await interactor.todaysPlan()
    }

    func didSelect(_ exercise: Exercise) {
        router.showExercise(exercise)
    }

    func didTapHistory() {
        router.showHistory()
    }
}
