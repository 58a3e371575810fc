import UIKit

enum TanksBuilder {

    static func build() -> UIViewController {
        let view = TanksView()
        let router = TanksRouter()
        let presenter = TanksPresenter(interactor: TanksInteractor(), router: router)
        view.output = presenter
        presenter.view = view
        let container = ScreenContainerViewController(contentView: view, title: "Tanks")
        router.viewController = container
        return container
    }
}
