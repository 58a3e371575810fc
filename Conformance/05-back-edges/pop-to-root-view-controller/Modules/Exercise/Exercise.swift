import UIKit

// MARK: - View

protocol ExerciseViewInput: AnyObject {
    func showPrompt(_ prompt: String, progress: Float)
    func clearAnswer()
}

final class ExerciseViewController: UIViewController, ExerciseViewInput {
    var presenter: ExercisePresenter!
    private let progressView = UIProgressView(progressViewStyle: .default)
    private let promptLabel = UILabel()
    private let answerField = UITextField()
    private let checkButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        promptLabel.font = .preferredFont(forTextStyle: .title1)
        answerField.borderStyle = .roundedRect
        answerField.autocapitalizationType = .none
        checkButton.setTitle("Check", for: .normal)
        checkButton.addTarget(self, action: #selector(checkTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [progressView, promptLabel, answerField, checkButton])
        stack.axis = .vertical
        stack.spacing = 20
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func checkTapped() {
        presenter.didSubmit(answer: answerField.text ?? "")
    }

    func showPrompt(_ prompt: String, progress: Float) {
        promptLabel.text = prompt
        progressView.setProgress(progress, animated: true)
    }

    func clearAnswer() {
        answerField.text = nil
    }
}

// MARK: - Presenter

final class ExercisePresenter {
    weak var view: ExerciseViewInput?
    var interactor: ExerciseInteractor!
    var router: ExerciseRouter!

    func viewDidLoad() {
        showCurrent()
    }

    func didSubmit(answer: String) {
        interactor.check(answer)
        view?.clearAnswer()
        if interactor.isFinished {
            router.showResult(correct: interactor.correctCount, total: interactor.total)
        } else {
            showCurrent()
        }
    }

    private func showCurrent() {
        view?.showPrompt(interactor.currentPrompt, progress: Float(interactor.position) / Float(interactor.total))
    }
}

// MARK: - Interactor

final class ExerciseInteractor {
    private let lesson: Lesson
    private(set) var position = 0
    private(set) var correctCount = 0

    init(lesson: Lesson) {
        self.lesson = lesson
    }

    var total: Int { lesson.words.count }
    var isFinished: Bool { position >= total }
    var currentPrompt: String { lesson.words[position].prompt }

    func check(_ answer: String) {
        if answer.lowercased() == lesson.words[position].answer {
            correctCount += 1
        }
        position += 1
    }
}

// MARK: - Router

final class ExerciseRouter {
    weak var viewController: UIViewController?

    func showResult(correct: Int, total: Int) {
        let result = LessonResultBuilder.build(correct: correct, total: total)
        viewController?.navigationController?.pushViewController(result, animated: true)
    }
}

// MARK: - Builder

enum ExerciseBuilder {
    static func build(lesson: Lesson) -> UIViewController {
        let view = ExerciseViewController()
        let presenter = ExercisePresenter()
        let router = ExerciseRouter()
        view.presenter = presenter
        view.title = lesson.title
        presenter.view = view
        presenter.interactor = ExerciseInteractor(lesson: lesson)
        presenter.router = router
        router.viewController = view
        return view
    }
}
