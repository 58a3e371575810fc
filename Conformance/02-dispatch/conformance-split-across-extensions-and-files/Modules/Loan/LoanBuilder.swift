import UIKit

enum LoanBuilder {
    static func build() -> UIViewController {
        let view = LoanViewController()
        let presenter = LoanPresenter()
        let router = LoanRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = LoanInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
