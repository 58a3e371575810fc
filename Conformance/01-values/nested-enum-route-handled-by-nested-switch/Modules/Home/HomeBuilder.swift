import UIKit

enum HomeBuilder {
    static func build(household: Household) -> UIViewController {
        let view = HomeViewController(style: .insetGrouped)
        let router = HomeRouter()
        let presenter = HomePresenter(interactor: HomeInteractor(household: household), router: router)
        presenter.view = view
        view.output = presenter
        router.viewController = view
        return view
    }
}
