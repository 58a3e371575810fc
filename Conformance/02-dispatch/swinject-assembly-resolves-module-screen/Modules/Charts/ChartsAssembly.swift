import UIKit
import Swinject

final class ChartsAssembly: Assembly {

    func assemble(container: Container) {
        container.register(ChartsInteractorInput.self) { r in
            ChartsInteractor(api: r.resolve(MusicAPI.self)!)
        }

        container.register(ChartsViewController.self) { r in
            let view = ChartsViewController()
            let router = ChartsRouter(resolver: r)
            let presenter = ChartsPresenter(interactor: r.resolve(ChartsInteractorInput.self)!, router: router)
            presenter.view = view
            view.presenter = presenter
            router.viewController = view
            return view
        }
    }
}
