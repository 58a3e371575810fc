import UIKit

final class EmailChangeFlowCoordinator: ChangeEmailModuleOutput, ConfirmEmailCodeModuleOutput {
    private let navigationController: UINavigationController
    private weak var startScreen: UIViewController?
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        startScreen = navigationController.topViewController
        let changeEmail = ChangeEmailBuilder.build(output: self)
        navigationController.pushViewController(changeEmail, animated: true)
    }

    func changeEmailDidSendCode(to email: String) {
        let confirmCode = ConfirmEmailCodeBuilder.build(email: email, output: self)
        navigationController.pushViewController(confirmCode, animated: true)
    }

    func confirmEmailCodeDidFinish() {
        if let startScreen = startScreen {
            navigationController.popToViewController(startScreen, animated: true)
        }
        onFinish?()
    }
}
