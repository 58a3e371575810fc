import UIKit

protocol StationListRouterInput: AnyObject {
    func openStation(_ station: Station)
    func openFilters()
}

final class StationListRouter: StationListRouterInput {

    weak var viewController: UIViewController?

    func openStation(_ station: Station) {
        let detail = StationDetailBuilder.build(station: station)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func openFilters() {
        presentAsSheet(StationFiltersBuilder.build(), from: viewController)
    }
}
