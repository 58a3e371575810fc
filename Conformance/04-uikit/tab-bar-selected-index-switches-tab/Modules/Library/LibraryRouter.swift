import UIKit

protocol LibraryRouterInput: AnyObject {
    func switchToSearch()
}

final class LibraryRouter: LibraryRouterInput {

    weak var viewController: UIViewController?

    func switchToSearch() {
        viewController?.tabBarController?.selectedIndex = 2
    }
}
