import UIKit

final class MuseumCoordinator {

    private let window: UIWindow
    private let navigationController = UINavigationController()
    private let websiteURL = URL(string: "https://example.org/tidewater-museum")!

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let actions: [String: () -> Void] = [
            "tickets": { [weak self] in self?.showTickets() },
            "floorMap": { [weak self] in self?.showFloorMap() },
            "website": { [websiteURL] in UIApplication.shared.open(websiteURL) }
        ]
        let menu = MuseumMenuBuilder.build(actions: actions)
        navigationController.setViewControllers([menu], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func showTickets() {
        let tickets = TicketsBuilder.build()
        navigationController.pushViewController(tickets, animated: true)
    }

    private func showFloorMap() {
        let floorMap = FloorMapBuilder.build(floor: 1)
        floorMap.modalPresentationStyle = .pageSheet
        navigationController.present(floorMap, animated: true)
    }
}
