import UIKit

enum SignInBuilder {

    static func build(session: RiderSession, onSignedIn: @escaping () -> Void) -> UIViewController {
        let view = SignInViewController()
        let presenter = SignInPresenter(interactor: SignInInteractor(session: session), onSignedIn: onSignedIn)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
