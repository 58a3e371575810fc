import Foundation

final class LoginRouter: LoginRouterProtocol {
    private weak var coordinator: LoginCoordinating?

    init(coordinator: LoginCoordinating) {
        self.coordinator = coordinator
    }

    func routeToShop() {
        coordinator?.loginDidSucceed()
    }

    func routeToPasswordHelp(email: String?) {
        coordinator?.showPasswordHelp(email: email)
    }
}
