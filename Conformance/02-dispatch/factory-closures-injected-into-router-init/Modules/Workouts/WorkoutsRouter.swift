import UIKit

protocol WorkoutsRouterInput: AnyObject {
    func openExercise(_ exercise: Exercise)
    func startTimer(with plan: IntervalPlan)
}

final class WorkoutsRouter: WorkoutsRouterInput {
    weak var viewController: UIViewController?
    private let makeExerciseDetail: ScreenFactory<Exercise>
    private let makeTimer: (IntervalPlan) -> UIViewController

    init(makeExerciseDetail: @escaping ScreenFactory<Exercise>,
         makeTimer: @escaping (IntervalPlan) -> UIViewController) {
        self.makeExerciseDetail = makeExerciseDetail
        self.makeTimer = makeTimer
    }

    func openExercise(_ exercise: Exercise) {
        let detail = makeExerciseDetail(exercise)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func startTimer(with plan: IntervalPlan) {
        let timer = makeTimer(plan)
        viewController?.present(timer, animated: true)
    }
}
