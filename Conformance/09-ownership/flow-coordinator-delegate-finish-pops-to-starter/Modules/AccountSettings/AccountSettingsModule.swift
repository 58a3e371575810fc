import UIKit

final class AccountSettingsViewController: UIViewController {
    var presenter: AccountSettingsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Change email", style: .plain, target: self, action: #selector(changeEmailTapped)
        )
    }

    @objc private func changeEmailTapped() {
        presenter.didTapChangeEmail()
    }
}

final class AccountSettingsPresenter {
    var router: AccountSettingsRouter!

    func didTapChangeEmail() {
        router.startEmailChange()
    }
}

final class AccountSettingsRouter {
    weak var viewController: UIViewController?
    private var emailChangeFlow: EmailChangeFlowCoordinator?

    func startEmailChange() {
        guard let navigationController = viewController?.navigationController else { return }
        let flow = EmailChangeFlowCoordinator(navigationController: navigationController)
        flow.onFinish = { [weak self] in self?.emailChangeFlow = nil }
        emailChangeFlow = flow
        flow.start()
    }
}

enum AccountSettingsBuilder {
    static func build() -> UIViewController {
        let view = AccountSettingsViewController()
        let presenter = AccountSettingsPresenter()
        let router = AccountSettingsRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
