import UIKit

enum ProfileModule {
    static func build(userID: String) -> UIViewController {
        let view = ProfileViewController()
        let interactor = ProfileInteractor(userID: userID, service: ProfileService.shared)
        let router = ProfileRouter()
        let presenter = ProfilePresenter(view: view, interactor: interactor, router: router)

        interactor.output = presenter
        router.viewController = view
        view.output = presenter
        return view
    }
}
