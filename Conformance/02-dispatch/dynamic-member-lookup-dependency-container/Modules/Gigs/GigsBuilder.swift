import UIKit

enum GigsBuilder {
    static func build(dependencies: Dependencies) -> UIViewController {
        let view = GigsViewController()
        let router = GigsRouter(dependencies: dependencies)
        let presenter = GigsPresenter(interactor: GigsInteractor(gigService: dependencies.gigService), router: router)
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
