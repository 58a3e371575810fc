import UIKit

enum PlayerBuilder {

    static func build(station: Station) -> UIViewController {
        let view = PlayerViewController()
        let router = PlayerRouter()
        let presenter = PlayerPresenter(station: station, interactor: PlayerInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
