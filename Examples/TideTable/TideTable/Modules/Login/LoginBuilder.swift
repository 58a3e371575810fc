import UIKit

/// Builds the login module and connects it to the object that waits for the sign-in.
enum LoginBuilder {
    static func build(output: LoginModuleOutput) -> UIViewController {
        let view = LoginViewController()
        let interactor = LoginInteractor(session: SessionStore.shared)
        let presenter = LoginPresenter(view: view, interactor: interactor)
        presenter.output = output
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
