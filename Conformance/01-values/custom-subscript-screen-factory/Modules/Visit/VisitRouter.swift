import UIKit

final class VisitRouter {
    weak var viewController: UIViewController?
    private let screens = VisitScreens()

    func openExhibit(id: Int) {
        viewController?.navigationController?.pushViewController(screens[exhibit: id], animated: true)
    }

    func openFloorPlan(room: String) {
        viewController?.present(screens[room: room], animated: true)
    }
}
