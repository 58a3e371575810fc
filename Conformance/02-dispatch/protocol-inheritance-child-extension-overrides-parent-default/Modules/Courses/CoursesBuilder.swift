import UIKit

enum CoursesBuilder {
    static func build(course: Course = .portuguese) -> UIViewController {
        let view = CoursesViewController(style: .insetGrouped)
        let router = CoursesRouter()
        let presenter = CoursesPresenter(interactor: CoursesInteractor(course: course), router: router)
        presenter.view = view
        view.output = presenter
        router.viewController = view
        return view
    }
}
