import UIKit

enum PrescriptionsBuilder {
    static func build() -> UIViewController {
        let view = PrescriptionsViewController()
        let interactor = PrescriptionsInteractor(service: .shared)
        let router = PrescriptionsRouter()
        let presenter = PrescriptionsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
