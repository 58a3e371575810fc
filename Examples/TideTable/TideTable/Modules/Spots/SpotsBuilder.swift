import UIKit

/// Builds the Spots tab's screen.
enum SpotsBuilder {
    static func build() -> UIViewController {
        let view = SpotsViewController()
        let interactor = SpotsInteractor()
        let router = SpotsRouter()
        let presenter = SpotsPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.view = view
        return view
    }
}
