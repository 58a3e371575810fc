import UIKit

enum BakeryBuilder {

    static func build() -> UIViewController {
        let view = BakeryViewController(style: .insetGrouped)
        let router = BakeryRouter()
        let presenter = BakeryPresenter(interactor: BakeryInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
