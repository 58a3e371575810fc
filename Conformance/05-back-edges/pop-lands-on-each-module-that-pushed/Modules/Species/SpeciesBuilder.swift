import UIKit

enum SpeciesBuilder {

    static func build(bird: Bird) -> UIViewController {
        let view = SpeciesViewController()
        let interactor = SpeciesInteractor()
        let router = SpeciesRouter()
        let presenter = SpeciesPresenter(bird: bird, interactor: interactor, router: router)
        view.presenter = presenter
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
