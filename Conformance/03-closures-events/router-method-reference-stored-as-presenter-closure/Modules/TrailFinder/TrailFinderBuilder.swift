import UIKit

enum TrailFinderBuilder {

    static func build() -> UIViewController {
        let view = TrailFinderViewController()
        let presenter = TrailFinderPresenter()
        let router = TrailFinderRouter()
        view.presenter = presenter
        router.viewController = view
        presenter.onShowMap = router.showMap(for:)
        presenter.onShowConditions = router.showConditions
        return view
    }
}
