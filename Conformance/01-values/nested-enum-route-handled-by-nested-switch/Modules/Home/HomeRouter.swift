import UIKit

enum HomeRoute {
    case room(Room)
    case settings(Settings)

    enum Settings {
        case notifications
        case members(canInvite: Bool)
        case firmware(version: String)
    }
}

protocol HomeRouterInput: AnyObject {
    func navigate(to route: HomeRoute)
}

final class HomeRouter: HomeRouterInput {
    weak var viewController: UIViewController?

    func navigate(to route: HomeRoute) {
        switch route {
        case .room(let room):
            let screen = RoomBuilder.build(room: room)
            viewController?.navigationController?.pushViewController(screen, animated: true)

        case .settings(let section):
            switch section {
            case .notifications:
                let screen = NotificationSettingsBuilder.build()
                viewController?.navigationController?.pushViewController(screen, animated: true)
            case .members(let canInvite):
                let screen = HouseholdMembersBuilder.build(canInvite: canInvite)
                viewController?.present(screen, animated: true)
            case .firmware(let version):
                let alert = UIAlertController(title: "Hub firmware",
                                              message: "Your hub runs version \(version).",
                                              preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                viewController?.present(alert, animated: true)
            }
        }
    }
}
