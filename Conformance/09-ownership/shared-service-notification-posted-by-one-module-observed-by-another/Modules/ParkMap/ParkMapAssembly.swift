import UIKit

enum ParkMapAssembly {

    static func assemble() -> UIViewController {
        let view = ParkMapViewController()
        let presenter = ParkMapPresenter()
        let router = ParkMapRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
