import UIKit

enum ScoresBuilder {

    static func build(library: ScoreLibrary) -> UIViewController {
        let view = ScoresViewController(style: .insetGrouped)
        let router = ScoresRouter()
        let presenter = ScoresPresenter(interactor: ScoresInteractor(library: library), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
