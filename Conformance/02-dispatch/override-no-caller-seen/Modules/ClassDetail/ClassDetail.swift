import UIKit

protocol ClassDetailViewInput: AnyObject {
    func display(title: String)
}

protocol ClassDetailViewOutput: AnyObject {
    func viewDidLoad()
}

final class ClassDetailViewController: UIViewController, ClassDetailViewInput {
    var output: ClassDetailViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class ClassDetailPresenter: ClassDetailViewOutput {
    weak var view: ClassDetailViewInput?
    private let interactor = ClassDetailInteractor()
    private let classID: String

    init(classID: String) {
        self.classID = classID
    }

    func viewDidLoad() {
        view?.display(title: "Class")
        interactor.load { _ in }
    }
}

final class ClassDetailInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum ClassDetailBuilder {
    static func build(classID: String) -> UIViewController {
        let view = ClassDetailViewController()
        let presenter = ClassDetailPresenter(classID: classID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
