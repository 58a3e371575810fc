import UIKit

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
