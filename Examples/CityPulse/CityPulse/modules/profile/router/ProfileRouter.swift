import UIKit

/// Builds the profile module and dismisses it when the user is done.
class ProfileRouter: ProfilePresenterToRouterProtocol {

    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = ProfileViewController()
        let presenter: ProfileViewToPresenterProtocol & ProfileInteractorToPresenterProtocol = ProfilePresenter()
        let interactor: ProfilePresenterToInteractorProtocol = ProfileInteractor()
        let router = ProfileRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        router.viewController = view

        return view
    }

    func closeProfile() {
        viewController?.dismiss(animated: true, completion: nil)
    }
}
