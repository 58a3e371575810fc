import UIKit

class ListRouter {
    weak var viewController: UIViewController?

    final func openItem(id: String) {
        let destination = makeDestination(id: id)
        destination.hidesBottomBarWhenPushed = true
        viewController?.navigationController?.pushViewController(destination, animated: true)
    }

    func makeDestination(id: String) -> UIViewController {
        fatalError("Subclasses provide the destination for \(id)")
    }
}
