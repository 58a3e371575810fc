import UIKit

final class GardenRouter {

    weak var viewController: GardenViewController?

    func embedPanels() {
        guard let host = viewController else { return }
        let bounds = host.containerView.bounds
        let half = bounds.height / 2

        let moisture = SoilMoistureBuilder.build()
        host.addChild(moisture)
        moisture.view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: half)
        moisture.view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        host.containerView.addSubview(moisture.view)
        moisture.didMove(toParent: host)

        let schedule = WateringScheduleBuilder.build()
        host.addChild(schedule)
        schedule.view.frame = CGRect(x: 0, y: half, width: bounds.width, height: half)
        schedule.view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        host.containerView.addSubview(schedule.view)
        schedule.didMove(toParent: host)
    }
}
