import UIKit

final class AppCoordinator {
    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let lineup = LineupBuilder.build(onSelectArtist: { [weak self] artistID in
            self?.navigationController.pushViewController(ArtistBuilder.build(artistID: artistID), animated: true)
        })
        navigationController.setViewControllers([lineup], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    /// https://encore.example.com/artists/<id> and https://encore.example.com/tickets/<code>
    func open(universalLink url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count == 2 else { return }
        switch parts[0] {
        case "artists":
            navigationController.pushViewController(ArtistBuilder.build(artistID: parts[1]), animated: false)
        case "tickets":
            navigationController.pushViewController(TicketBuilder.build(code: parts[1]), animated: false)
        default:
            break
        }
    }
}
