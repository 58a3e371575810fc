import UIKit
import os

@MainActor
final class CinemaCoordinator {

    private let window: UIWindow
    private let boxOffice: BoxOfficeAPI
    private let navigationController = UINavigationController()
    private let logger = Logger(subsystem: "app.reelhouse", category: "coordinator")
    private var listening: Task<Void, Never>?

    init(window: UIWindow, boxOffice: BoxOfficeAPI) {
        self.window = window
        self.boxOffice = boxOffice
    }

    func start() {
        let (events, continuation) = AsyncStream.makeStream(of: ShowtimesEvent.self)
        let showtimes = ShowtimesBuilder.build(boxOffice: boxOffice, events: continuation)
        navigationController.setViewControllers([showtimes], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()

        listening = Task { [weak self] in
            for await event in events {
                self?.handle(event)
            }
        }
    }

    private func handle(_ event: ShowtimesEvent) {
        switch event {
        case .pickSeats(let showing):
            let seatMap = SeatMapBuilder.build(showing: showing, boxOffice: boxOffice)
            navigationController.pushViewController(seatMap, animated: true)
        case .openTickets:
            let tickets = TicketsBuilder.build(boxOffice: boxOffice)
            navigationController.present(UINavigationController(rootViewController: tickets), animated: true)
        case .loadFailed(let reason):
            logger.error("Showtimes failed to load: \(reason, privacy: .public)")
        }
    }

    deinit {
        listening?.cancel()
    }
}
