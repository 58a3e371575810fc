import UIKit

enum GardenBuilder {

    static func build() -> UIViewController {
        let view = GardenViewController()
        let router = GardenRouter()
        view.presenter = GardenPresenter(router: router)
        router.viewController = view
        return view
    }
}
