import UIKit

struct Runner {
    var name: String
    var club: String
    var avatar: UIImage?
}

// MARK: - View

protocol RunnerProfileViewInput: AnyObject {
    func show(_ runner: Runner)
}

final class RunnerProfileViewController: UIViewController, RunnerProfileViewInput {
    var presenter: RunnerProfilePresenter!
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let clubLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Profile"
        avatarView.contentMode = .scaleAspectFill
        let stack = UIStackView(arrangedSubviews: [avatarView, nameLabel, clubLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.frame = view.bounds.insetBy(dx: 24, dy: 120)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .edit,
            target: self,
            action: #selector(editTapped)
        )
        presenter.viewDidLoad()
    }

    @objc private func editTapped() {
        presenter.didTapEdit()
    }

    func show(_ runner: Runner) {
        avatarView.image = runner.avatar ?? UIImage(systemName: "figure.run.circle")
        nameLabel.text = runner.name
        clubLabel.text = runner.club
    }
}

// MARK: - Presenter

final class RunnerProfilePresenter {
    weak var view: RunnerProfileViewInput?
    var interactor: RunnerProfileInteractor!
    var router: RunnerProfileRouter!

    func viewDidLoad() {
        view?.show(interactor.currentRunner())
    }

    func didTapEdit() {
        router.openEditor(for: interactor.currentRunner())
    }
}

// MARK: - Interactor

final class RunnerProfileInteractor {
    func currentRunner() -> Runner {
        Runner(name: "Ana Ribeiro", club: "Riverside Harriers", avatar: nil)
    }
}

// MARK: - Router

final class RunnerProfileRouter {
    weak var viewController: UIViewController?

    func openEditor(for runner: Runner) {
        let editor = EditProfileBuilder.build(runner: runner)
        viewController?.navigationController?.pushViewController(editor, animated: true)
    }
}

// MARK: - Builder

enum RunnerProfileBuilder {
    static func build() -> UIViewController {
        let view = RunnerProfileViewController()
        let presenter = RunnerProfilePresenter()
        let router = RunnerProfileRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = RunnerProfileInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
