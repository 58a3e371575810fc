import UIKit

protocol ReminderViewInput: AnyObject {
    func display(title: String)
}

protocol ReminderViewOutput: AnyObject {
    func viewDidLoad()
}

final class ReminderViewController: UIViewController, ReminderViewInput {
    var output: ReminderViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class ReminderPresenter: ReminderViewOutput {
    weak var view: ReminderViewInput?
    private let interactor = ReminderInteractor()
    private let habitID: String

    init(habitID: String) {
        self.habitID = habitID
    }

    func viewDidLoad() {
        view?.display(title: "Remind me")
        interactor.load { _ in }
    }
}

final class ReminderInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

protocol ReminderBuilding {
    func build(habitID: String) -> UIViewController
}

struct ReminderBuilder: ReminderBuilding {
    func build(habitID: String) -> UIViewController {
        let view = ReminderViewController()
        let presenter = ReminderPresenter(habitID: habitID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
