import UIKit

enum WorkoutPickerBuilder {

    static func build(onPick: @escaping (Workout) -> Void) -> UIViewController {
        let view = WorkoutPickerViewController()
        let presenter = WorkoutPickerPresenter(interactor: WorkoutPickerInteractor(), onPick: onPick)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
