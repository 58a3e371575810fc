import UIKit

enum EpisodesBuilder {

    static func build() -> UIViewController {
        let view = EpisodesViewController()
        let router = EpisodesRouter()
        let presenter = EpisodesPresenter(interactor: EpisodesInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
