import UIKit

enum DecksAssembly {
    static func assemble() -> UIViewController {
        let view = DecksViewController(style: .insetGrouped)
        let router = DecksRouter()
        let presenter = DecksPresenter(interactor: DecksInteractor(), router: router)
        view.output = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
