import UIKit

/// Builds the berth list module, the app's first screen.
enum BerthsBuilder {
    static func build() -> UIViewController {
        let view = BerthsViewController()
        let interactor = BerthsInteractor()
        let router = BerthsRouter()
        let presenter = BerthsPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
