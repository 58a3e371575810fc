import UIKit

enum StargazingAssembly {
    static func assemble() -> UIViewController {
        let view = StargazingViewController()
        let router = StargazingRouter()
        let presenter = StargazingPresenter(router: router)
        view.output = presenter
        router.viewController = view
        return view
    }
}
