import UIKit

enum LoginBuilder {

    static func build(credentials: CredentialsStore) -> UIViewController {
        let view = LoginViewController()
        let router = LoginRouter()
        let presenter = LoginPresenter(interactor: LoginInteractor(credentials: credentials), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
