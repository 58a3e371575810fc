import UIKit

enum ClassesBuilder {

    static func build() -> UIViewController {
        let view = ClassesViewController()
        let router = ClassesRouter()
        let presenter = ClassesPresenter(interactor: ClassesInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
