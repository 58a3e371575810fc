import UIKit

enum PracticeBuilder {

    static func build() -> UIViewController {
        let view = PracticeViewController(style: .insetGrouped)
        let router = PracticeRouter()
        let presenter = PracticePresenter(interactor: PracticeInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
