import UIKit

struct Lesson {
    let id: Int
    let title: String
    let words: [(prompt: String, answer: String)]
}

// MARK: - View

protocol LessonsViewInput: AnyObject {
    func show(_ lessons: [Lesson])
}

final class LessonsViewController: UITableViewController, LessonsViewInput {
    var presenter: LessonsPresenter!
    private var lessons: [Lesson] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Spanish · A1"
        presenter.viewDidLoad()
    }

    func show(_ lessons: [Lesson]) {
        self.lessons = lessons
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lessons.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = lessons[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(lessons[indexPath.row])
    }
}

// MARK: - Presenter

final class LessonsPresenter {
    weak var view: LessonsViewInput?
    var interactor: LessonsInteractor!
    var router: LessonsRouter!

    func viewDidLoad() {
        view?.show(interactor.lessons())
    }

    func didSelect(_ lesson: Lesson) {
        router.startExercise(for: lesson)
    }
}

// MARK: - Interactor

final class LessonsInteractor {
    func lessons() -> [Lesson] {
        [
            Lesson(id: 1, title: "At the café", words: [("coffee", "café"), ("water", "agua"), ("bill", "cuenta")]),
            Lesson(id: 2, title: "Getting around", words: [("train", "tren"), ("left", "izquierda")])
        ]
    }
}

// MARK: - Router

final class LessonsRouter {
    weak var viewController: UIViewController?

    func startExercise(for lesson: Lesson) {
        let exercise = ExerciseBuilder.build(lesson: lesson)
        viewController?.navigationController?.pushViewController(exercise, animated: true)
    }
}

// MARK: - Builder

enum LessonsBuilder {
    static func build() -> UIViewController {
        let view = LessonsViewController()
        let presenter = LessonsPresenter()
        let router = LessonsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = LessonsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
