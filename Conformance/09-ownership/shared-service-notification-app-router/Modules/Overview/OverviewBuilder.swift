import UIKit

enum OverviewBuilder {

    static func build(session: SessionService) -> UIViewController {
        let view = OverviewViewController()
        let router = OverviewRouter(session: session)
        let presenter = OverviewPresenter(interactor: OverviewInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
