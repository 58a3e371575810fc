import UIKit

enum SignInBuilder {

    static func build(session: SessionService) -> UIViewController {
        let view = SignInViewController()
        let presenter = SignInPresenter(interactor: SignInInteractor(session: session))
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
