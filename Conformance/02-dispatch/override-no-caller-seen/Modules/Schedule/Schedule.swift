import UIKit

final class ScheduleViewController: UIViewController {
    var output: SchedulePresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Classes this week"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Next class", #selector(nextClassTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func nextClassTapped() {
        output?.nextClass()
    }
}

final class SchedulePresenter {
    weak var view: ScheduleViewController?
    var interactor: ScheduleInteractor!
    var router: ScheduleRouter!

    func nextClass() {
        router.openClass(id: interactor.nextClassID)
    }
}

final class ScheduleInteractor {
    let nextClassID = "spin-tue-0700"
}

final class ScheduleRouter: BaseRouter {
    func openClass(id: String) {
        let detail = ClassDetailBuilder.build(classID: id)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    override func showOnboardingIfNeeded() {
        guard !UserDefaults.standard.bool(forKey: "schedule.tourSeen") else { return }
        viewController?.present(ScheduleTourBuilder.build(), animated: true)
    }
}

enum ScheduleBuilder {
    static func build() -> UIViewController {
        let view = ScheduleViewController()
        let presenter = SchedulePresenter()
        let router = ScheduleRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = ScheduleInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
