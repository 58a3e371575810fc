import UIKit

enum GatesBuilder {

    @MainActor
    static func build() -> UIViewController {
        let view = GatesViewController()
        let router = GatesRouter()
        let presenter = GatesPresenter(interactor: GatesInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
