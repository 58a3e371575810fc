import UIKit

enum SignInBuilder {

    static func build(api: InsuranceAPI) -> UIViewController {
        let view = SignInViewController()
        let interactor = SignInInteractor(api: api)
        let router = SignInRouter(api: api)
        let presenter = SignInPresenter(interactor: interactor, router: router)
        interactor.output = presenter
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
