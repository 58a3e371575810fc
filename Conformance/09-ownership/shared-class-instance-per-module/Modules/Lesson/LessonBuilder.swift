import UIKit

enum LessonBuilder {

    static func build() -> UIViewController {
        let view = LessonViewController()
        let router = LessonRouter()
        let presenter = LessonPresenter(interactor: LessonInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
