import UIKit

enum UnlockBuilder {

    static func build(rides: RideService) -> UIViewController {
        let view = UnlockViewController()
        let router = UnlockRouter(rides: rides)
        let presenter = UnlockPresenter(interactor: UnlockInteractor(rides: rides), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
