import UIKit

enum GardenHomeBuilder {
    static func build() -> UIViewController {
        let view = GardenHomeViewController()
        let presenter = GardenHomePresenter()
        let router = GardenHomeRouter()

        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
