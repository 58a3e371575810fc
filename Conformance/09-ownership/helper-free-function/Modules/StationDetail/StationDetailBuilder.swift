import UIKit

enum StationDetailBuilder {

    static func build(station: Station) -> UIViewController {
        let view = StationDetailViewController()
        let router = StationDetailRouter()
        view.presenter = StationDetailPresenter(station: station, router: router)
        router.viewController = view
        return view
    }
}
