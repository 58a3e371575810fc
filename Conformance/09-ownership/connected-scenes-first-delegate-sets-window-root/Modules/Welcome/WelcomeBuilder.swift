import UIKit

enum WelcomeBuilder {

    static func build() -> UIViewController {
        let view = WelcomeViewController()
        let presenter = WelcomePresenter(interactor: WelcomeInteractor(), router: WelcomeRouter())
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
