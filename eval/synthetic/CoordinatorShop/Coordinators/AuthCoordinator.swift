import UIKit

final class AuthCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?

    private let navigationController: UINavigationController
    private let factory: ModuleFactory

    init(navigationController: UINavigationController, factory: ModuleFactory) {
        self.navigationController = navigationController
        self.factory = factory
    }

    func start() {
        let login = factory.makeLogin(coordinator: self)
        navigationController.setViewControllers([login], animated: false)
    }
}

// MARK: - LoginCoordinating

extension AuthCoordinator: LoginCoordinating {

    func loginDidSucceed() {
        onFinish?()
    }

    func showPasswordHelp(email: String?) {
        let alert = UIAlertController(title: "Forgot password?",
                                      message: "We sent a reset link to \(email ?? "your email").",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        navigationController.present(alert, animated: true)
    }
}
