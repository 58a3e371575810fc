import UIKit

enum TrainingHomeBuilder {

    static func build() -> UIViewController {
        let view = TrainingHomeViewController()
        let router = TrainingHomeRouter()
        let presenter = TrainingHomePresenter(interactor: TrainingHomeInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
