import UIKit

enum LessonsBuilder {
    static func build() -> UIViewController {
        let container = Container.app
        let view = LessonsViewController()
        let presenter = LessonsPresenter()
        let router = container.resolve(LessonsRouting.self)
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
