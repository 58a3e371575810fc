import UIKit

/// Builds the spot detail module for one surf spot.
enum SpotDetailBuilder {
    static func build(spot: Spot) -> UIViewController {
        let view = SpotDetailViewController()
        let router = SpotDetailRouter()
        let presenter = SpotDetailPresenter(spot: spot, view: view, router: router)
        view.output = presenter
        router.view = view
        return view
    }
}
