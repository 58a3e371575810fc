import UIKit

enum FrameShopConfigurator {

    static func configure() -> UIViewController {
        let view = FrameShopViewController()
        let presenter = FrameShopPresenter()
        let router = FrameShopRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        router.stylePicker = FrameStylesConfigurator.configure(output: presenter)
        return view
    }
}
