import UIKit

protocol RoutesRouterInput: AnyObject {
    func openDetail(of route: TrailRoute)
    func openImportPreview(of route: TrailRoute)
}

final class RoutesRouter: RoutesRouterInput {

    weak var viewController: UIViewController?

    func openDetail(of route: TrailRoute) {
        let detail = RouteDetailBuilder.build(route: route)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func openImportPreview(of route: TrailRoute) {
        let preview = ImportPreviewBuilder.build(route: route)
        viewController?.present(UINavigationController(rootViewController: preview), animated: true)
    }
}
