import UIKit

/// Builds the berth detail module for one berth.
enum BerthDetailBuilder {
    static func build(berth: Berth) -> UIViewController {
        let view = BerthDetailViewController()
        let router = BerthDetailRouter()
        let presenter = BerthDetailPresenter(berth: berth, view: view, router: router)
        view.output = presenter
        router.viewController = view
        return view
    }
}
