import UIKit

enum LineupRoute {
    case artist(Artist)
    case tickets
}

final class FestivalCoordinator: Coordinator<LineupRoute> {

    private let window: UIWindow
    private let festival: FestivalService

    init(window: UIWindow, festival: FestivalService) {
        self.window = window
        self.festival = festival
        super.init(navigationController: UINavigationController())
    }

    override func start() {
        let lineup = LineupBuilder.build(festival: festival, coordinator: self)
        navigationController.setViewControllers([lineup], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    override func navigate(to route: LineupRoute) {
        switch route {
        case .artist(let artist):
            let screen = ArtistBuilder.build(artist: artist)
            navigationController.pushViewController(screen, animated: true)
        case .tickets:
            let tickets = TicketsCoordinator(presenting: navigationController, festival: festival)
            tickets.onFinish = { [weak self, weak tickets] in
                guard let tickets else { return }
                self?.removeChild(tickets)
            }
            addChild(tickets)
            tickets.start()
        }
    }
}
