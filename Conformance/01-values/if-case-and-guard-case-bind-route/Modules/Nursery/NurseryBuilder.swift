import UIKit

enum NurseryBuilder {
    static func build() -> UIViewController {
        let view = NurseryViewController()
        let interactor = NurseryInteractor()
        let router = NurseryRouter()
        let presenter = NurseryPresenter(interactor: interactor, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
