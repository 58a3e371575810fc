import UIKit

protocol WorkoutsRouterInput: AnyObject {
    func openPicker()
}

final class WorkoutsRouter: WorkoutsRouterInput {

    weak var viewController: UIViewController?

    func openPicker() {
        let picker = WorkoutPickerBuilder.build(onPick: { [weak self] workout in
            self?.showDetail(of: workout)
        })
        let navigation = UINavigationController(rootViewController: picker)
        viewController?.present(navigation, animated: true)
    }

    private func showDetail(of workout: Workout) {
        viewController?.dismiss(animated: true)
        let detail = WorkoutDetailBuilder.build(workout: workout)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
