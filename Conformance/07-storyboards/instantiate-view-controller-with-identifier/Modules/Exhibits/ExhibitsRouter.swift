import UIKit

final class ExhibitsRouter {
    weak var viewController: UIViewController?

    func showDetail(of exhibit: Exhibit) {
        let detail = ExhibitDetailBuilder.build(exhibit: exhibit)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
