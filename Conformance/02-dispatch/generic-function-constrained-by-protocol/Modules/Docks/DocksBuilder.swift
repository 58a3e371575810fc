import UIKit

enum DocksBuilder {
    static func build(riderID: String) -> UIViewController {
        let view = DocksViewController(style: .insetGrouped)
        let router = DocksRouter()
        let presenter = DocksPresenter(riderID: riderID, interactor: DocksInteractor(), router: router)
        presenter.view = view
        view.output = presenter
        router.viewController = view
        return view
    }
}
