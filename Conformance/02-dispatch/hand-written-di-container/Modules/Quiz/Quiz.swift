import UIKit

protocol QuizViewInput: AnyObject {
    func display(title: String)
}

protocol QuizViewOutput: AnyObject {
    func viewDidLoad()
}

final class QuizViewController: UIViewController, QuizViewInput {
    var output: QuizViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class QuizPresenter: QuizViewOutput {
    weak var view: QuizViewInput?
    private let interactor = QuizInteractor()
    private let lessonID: String

    init(lessonID: String) {
        self.lessonID = lessonID
    }

    func viewDidLoad() {
        view?.display(title: "Quiz")
        interactor.load { _ in }
    }
}

final class QuizInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

protocol QuizModuleBuilding {
    func build(lessonID: String) -> UIViewController
}

final class QuizBuilder: QuizModuleBuilding {
    func build(lessonID: String) -> UIViewController {
        let view = QuizViewController()
        let presenter = QuizPresenter(lessonID: lessonID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
