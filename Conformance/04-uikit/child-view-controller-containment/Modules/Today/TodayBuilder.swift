import UIKit

enum TodayBuilder {
    static func build() -> UIViewController {
        let view = TodayViewController()
        let presenter = TodayPresenter()
        let router = TodayRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = TodayInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
