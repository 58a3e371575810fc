import UIKit

final class DashboardRouter {
    weak var viewController: DashboardViewController?

    func embedWidgets() {
        embed(StepsBuilder.build(), HeartRateBuilder.build())
    }

    private func embed(_ children: UIViewController...) {
        guard let parent = viewController else { return }
        for child in children {
            parent.addChild(child)
            parent.stackView.addArrangedSubview(child.view)
            child.didMove(toParent: parent)
        }
    }
}
