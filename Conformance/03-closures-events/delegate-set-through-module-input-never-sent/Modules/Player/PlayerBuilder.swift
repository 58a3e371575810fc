import UIKit

enum PlayerBuilder {

    static func build(episode: Episode) -> PlayerBuildResult {
        let view = PlayerViewController()
        let interactor = PlayerInteractor(episode: episode)
        let router = PlayerRouter()
        let presenter = PlayerPresenter(interactor: interactor, router: router)
        presenter.view = view
        interactor.output = presenter
        view.output = presenter
        router.viewController = view
        return PlayerBuildResult(viewController: view, moduleInput: presenter)
    }
}
