import UIKit

/// Builds the login module; public so the app can present it from outside HarborKit.
public enum LoginBuilder {
    public static func build() -> UIViewController {
        let view = LoginViewController()
        let interactor = LoginInteractor()
        let router = LoginRouter()
        let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
