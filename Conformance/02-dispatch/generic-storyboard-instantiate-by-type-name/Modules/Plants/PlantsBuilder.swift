import UIKit

enum PlantsBuilder {
    static func build() -> UIViewController {
        let view = UIStoryboard.garden.instantiate(PlantsViewController.self)
        let router = PlantsRouter()
        let presenter = PlantsPresenter(interactor: PlantsInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
