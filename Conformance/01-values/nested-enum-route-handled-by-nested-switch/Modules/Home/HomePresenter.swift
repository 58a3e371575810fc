import Foundation

protocol HomeViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectRoom(at index: Int)
    func didSelectSettingsRow(_ row: HomeSettingsRow)
}

enum HomeSettingsRow: CaseIterable {
    case notifications, members, firmware

    var title: String {
        switch self {
        case .notifications: return "Notifications"
        case .members: return "Household members"
        case .firmware: return "Hub firmware"
        }
    }
}

final class HomePresenter: HomeViewOutput {
    weak var view: HomeViewInput?
    private let interactor: HomeInteractorInput
    private let router: HomeRouterInput
    private var rooms: [Room] = []

    init(interactor: HomeInteractorInput, router: HomeRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        rooms = interactor.roomsSortedByActivity()
        view?.show(title: interactor.household.name,
                   rooms: rooms.map { "\($0.name) · \($0.deviceCount) devices" },
                   settings: HomeSettingsRow.allCases.map(\.title))
    }

    func didSelectRoom(at index: Int) {
        router.navigate(to: .room(rooms[index]))
    }

    func didSelectSettingsRow(_ row: HomeSettingsRow) {
        switch row {
        case .notifications:
            router.navigate(to: .settings(.notifications))
        case .members:
            router.navigate(to: .settings(.members(canInvite: interactor.household.isOwner)))
        case .firmware:
            router.navigate(to: .settings(.firmware(version: interactor.household.hubFirmware)))
        }
    }
}
