import UIKit

/// The catalogue tab: planets and deep-sky objects, one at a time in a segmented container.
enum CatalogBuilder {
    static func build() -> UIViewController {
        let view = CatalogViewController()
        let presenter = CatalogPresenter()
        presenter.view = view
        view.output = presenter
        view.viewControllers = [PlanetsBuilder.build(), DeepSkyBuilder.build()]
        return view
    }
}
