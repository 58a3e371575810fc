import Foundation

protocol WorkoutPickerViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectWorkout(at index: Int)
}

final class WorkoutPickerPresenter: WorkoutPickerViewOutput {

    weak var view: WorkoutPickerViewInput?
    private let interactor: WorkoutPickerInteractorInput
    private let onPick: (Workout) -> Void
    private var workouts: [Workout] = []

    init(interactor: WorkoutPickerInteractorInput, onPick: @escaping (Workout) -> Void) {
        self.interactor = interactor
        self.onPick = onPick
    }

    func viewDidLoad() {
        workouts = interactor.catalog()
        view?.show(workouts)
    }

    func didSelectWorkout(at index: Int) {
        onPick(workouts[index])
    }
}
