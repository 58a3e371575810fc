import UIKit

final class TodayRouter {
    weak var viewController: TodayViewController?

    func embedActivityRings() {
        guard let parent = viewController else { return }
        let rings = ActivityRingsBuilder.build()
        parent.addChild(rings)
        rings.view.frame = parent.ringsContainer.bounds
        rings.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.ringsContainer.addSubview(rings.view)
        rings.didMove(toParent: parent)
    }
}
