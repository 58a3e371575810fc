import UIKit

enum MeditationBuilder {

    static func build() -> UIViewController {
        let view = MeditationViewController()
        let router = MeditationRouter()
        let presenter = MeditationPresenter(interactor: MeditationInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
