import UIKit

enum SignInBuilder {
    static func build() -> UIViewController {
        let view = SignInViewController()
        let presenter = SignInPresenter()
        let interactor = SignInInteractor()
        let router = SignInRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        return view
    }
}
