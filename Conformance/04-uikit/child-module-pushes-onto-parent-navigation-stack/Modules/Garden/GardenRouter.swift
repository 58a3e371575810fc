import UIKit

protocol GardenRouterInput: AnyObject {
    func embedWateringSchedule()
}

final class GardenRouter: GardenRouterInput {

    weak var viewController: GardenViewController?

    func embedWateringSchedule() {
        guard let garden = viewController else { return }
        let schedule = WateringScheduleBuilder.build()
        garden.addChild(schedule)
        schedule.view.frame = garden.scheduleContainer.bounds
        schedule.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        garden.scheduleContainer.addSubview(schedule.view)
        schedule.didMove(toParent: garden)
    }
}
