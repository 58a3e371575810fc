import UIKit

enum ChaptersBuilder {

    static func build() -> UIViewController {
        let view = ChaptersViewController()
        let router = ChaptersRouter()
        let presenter = ChaptersPresenter(interactor: ChaptersInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
