import UIKit

enum SignInBuilder {

    static func build(session: AllotmentSession) -> UIViewController {
        let view = SignInViewController()
        let router = SignInRouter(session: session)
        let presenter = SignInPresenter(interactor: SignInInteractor(session: session), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
