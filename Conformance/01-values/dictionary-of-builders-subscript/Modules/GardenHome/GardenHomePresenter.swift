import Foundation

enum GardenSection: CaseIterable {
    case plants
    case wateringCalendar
    case pests

    var title: String {
        switch self {
        case .plants: return "Plants"
        case .wateringCalendar: return "Watering calendar"
        case .pests: return "Pest guide"
        }
    }
}

protocol GardenHomeViewOutput: AnyObject {
    var sections: [GardenSection] { get }
    func didSelect(_ section: GardenSection)
}

final class GardenHomePresenter: GardenHomeViewOutput {
    var router: GardenHomeRouterInput!

    let sections = GardenSection.allCases

    func didSelect(_ section: GardenSection) {
        router.open(section)
    }
}
