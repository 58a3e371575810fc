import UIKit

enum EpisodesBuilder {

    static func build(library: PodcastLibrary) -> UIViewController {
        let view = EpisodesViewController()
        let interactor = EpisodesInteractor(library: library)
        let router = EpisodesRouter(library: library)
        let presenter = EpisodesPresenter(interactor: interactor, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
