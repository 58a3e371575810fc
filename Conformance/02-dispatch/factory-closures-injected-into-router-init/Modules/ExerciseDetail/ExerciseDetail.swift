import UIKit

final class ExerciseDetailViewController: UIViewController {
    var presenter: ExerciseDetailPresenter!
    private let cueLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        cueLabel.numberOfLines = 0
        cueLabel.text = presenter.cue
        cueLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(cueLabel)
    }
}

final class ExerciseDetailPresenter {
    private let exercise: Exercise

    init(exercise: Exercise) {
        self.exercise = exercise
    }

    var title: String { exercise.name }
    var cue: String { "Coaching cue: \(exercise.cue)" }
}

enum ExerciseDetailBuilder {
    static func build(exercise: Exercise) -> UIViewController {
        let view = ExerciseDetailViewController()
        view.presenter = ExerciseDetailPresenter(exercise: exercise)
        return view
    }
}
