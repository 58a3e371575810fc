import UIKit

enum PlacementTestBuilder {

    static func build() -> UIViewController {
        let view = PlacementTestViewController()
        let router = PlacementTestRouter()
        let presenter = PlacementTestPresenter(interactor: PlacementTestInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
