import UIKit

final class LogSessionViewController: UIViewController {

    var presenter: LogSessionPresenter!
    private let minutesField = UITextField()
    private let effortSlider = UISlider()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.workoutName
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
        minutesField.placeholder = "Minutes"
        minutesField.keyboardType = .numberPad
        minutesField.borderStyle = .roundedRect
        effortSlider.minimumValue = 1
        effortSlider.maximumValue = 10
        effortSlider.value = 6
        let stack = UIStackView(arrangedSubviews: [minutesField, effortSlider])
        stack.axis = .vertical
        stack.spacing = 20
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
    }

    @objc private func cancelTapped() {
        presenter.didTapCancel()
    }

    @objc private func saveTapped() {
        presenter.didTapSave(minutes: Int(minutesField.text ?? "") ?? 0, effort: Int(effortSlider.value.rounded()))
    }
}

final class LogSessionPresenter {

    var interactor: LogSessionInteractor!
    var router: LogSessionRouter!
    private let workout: Workout

    init(workout: Workout) {
        self.workout = workout
    }

    var workoutName: String { workout.name }

    func didTapCancel() {
        router.close()
    }

    func didTapSave(minutes: Int, effort: Int) {
        interactor.record(workout: workout, minutes: minutes, effort: effort)
        router.close()
    }
}

final class LogSessionInteractor {

    func record(workout: Workout, minutes: Int, effort: Int) {
        let minutes = minutes > 0 ? minutes : workout.estimatedMinutes
        WorkoutLog.shared.record(LoggedSession(workoutName: workout.name, date: Date(), minutes: minutes, effort: effort))
    }
}

final class LogSessionRouter: BaseRouter {

    func close() {
        viewController?.dismiss(animated: true)
    }
}

enum LogSessionModuleBuilder {

    static func build(workout: Workout) -> UIViewController {
        let view = LogSessionViewController()
        let presenter = LogSessionPresenter(workout: workout)
        let router = LogSessionRouter()
        view.presenter = presenter
        presenter.interactor = LogSessionInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
