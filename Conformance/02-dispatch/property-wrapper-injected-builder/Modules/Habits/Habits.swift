import UIKit

final class HabitsViewController: UIViewController {
    var output: HabitsPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Habits"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Set a reminder", #selector(remindTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func remindTapped() {
        output?.remind()
    }
}

final class HabitsPresenter {
    weak var view: HabitsViewController?
    var interactor: HabitsInteractor!
    var router: HabitsRouter!

    func remind() {
        router.openReminder(habitID: interactor.habits[0])
    }
}

final class HabitsInteractor {
    let habits = ["drink-water", "stretch", "read-20-min"]
}

final class HabitsRouter {
    weak var viewController: UIViewController?

    @Injected(\.reminderBuilder) private var reminderBuilder

    func openReminder(habitID: String) {
        let reminder = reminderBuilder.build(habitID: habitID)
        viewController?.navigationController?.pushViewController(reminder, animated: true)
    }
}

enum HabitsBuilder {
    static func build() -> UIViewController {
        let view = HabitsViewController()
        let presenter = HabitsPresenter()
        let router = HabitsRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = HabitsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
