import UIKit

enum LoginAssembly {
    static func assemble(authService: AuthServiceProtocol,
                         coordinator: LoginCoordinating) -> UIViewController {
        let view = LoginViewController()
        let interactor = LoginInteractor(authService: authService)
        let router = LoginRouter(coordinator: coordinator)
        let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return view
    }
}
