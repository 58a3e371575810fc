import UIKit

enum ReceiptsBuilder {
    static func build(month: String) -> UIViewController {
        let view = ReceiptsViewController()
        let router = ReceiptsRouter()
        let presenter = ReceiptsPresenter(month: month, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
