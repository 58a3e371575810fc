import UIKit

enum TrailsBuilder {
    static func build() -> UIViewController {
        let view = TrailsViewController()
        let router = TrailsRouter(viewController: view)
        let presenter = TrailsPresenter(view: view, interactor: TrailsInteractor(store: .shared), router: router)
        view.presenter = presenter
        return view
    }
}
