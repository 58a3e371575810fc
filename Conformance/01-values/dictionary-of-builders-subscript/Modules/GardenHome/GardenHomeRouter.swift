import UIKit

protocol GardenHomeRouterInput: AnyObject {
    func open(_ section: GardenSection)
}

final class GardenHomeRouter: GardenHomeRouterInput {
    weak var viewController: UIViewController?

    private let builders: [GardenSection: () -> UIViewController] = [
        .plants: PlantsBuilder.build,
        .wateringCalendar: WateringCalendarBuilder.build,
        .pests: { PestGuideBuilder.build(climate: .temperate) }
    ]

    func open(_ section: GardenSection) {
        guard let makeScreen = builders[section] else { return }
        viewController?.navigationController?.pushViewController(makeScreen(), animated: true)
    }
}
