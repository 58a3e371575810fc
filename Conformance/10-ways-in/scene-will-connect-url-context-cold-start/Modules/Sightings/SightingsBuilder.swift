import UIKit

enum SightingsBuilder {

    static func build() -> UIViewController {
        let view = SightingsViewController()
        let router = SightingsRouter()
        let presenter = SightingsPresenter(interactor: SightingsInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
