import UIKit

enum TrailsBuilder {

    static func build() -> UIViewController {
        let view = TrailsViewController(style: .insetGrouped)
        let router = TrailsRouter()
        view.presenter = TrailsPresenter(interactor: TrailsInteractor(), router: router)
        router.viewController = view
        return view
    }
}
