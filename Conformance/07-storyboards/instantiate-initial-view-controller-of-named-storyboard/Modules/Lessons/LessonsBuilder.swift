import UIKit

enum LessonsBuilder {
    static func build() -> UIViewController {
        let view = LessonsViewController()
        let router = LessonsRouter()
        let presenter = LessonsPresenter(view: view, interactor: LessonsInteractor(store: .shared), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
