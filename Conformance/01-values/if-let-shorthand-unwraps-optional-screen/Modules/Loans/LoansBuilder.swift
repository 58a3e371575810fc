import UIKit

enum LoansBuilder {
    static func build() -> UIViewController {
        let view = LoansViewController(style: .insetGrouped)
        let router = LoansRouter()
        let presenter = LoansPresenter(interactor: LoansInteractor(), router: router)
        presenter.view = view
        view.output = presenter
        router.viewController = view
        return view
    }
}
