import UIKit
import Combine

final class BikeShareCoordinator {

    private let window: UIWindow
    private let navigationController = UINavigationController()
    private var cancellables = Set<AnyCancellable>()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let map = StationMapBuilder.build()
        navigationController.setViewControllers([map.view], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()

        map.output.stationSelected
            .receive(on: DispatchQueue.main)
            .sink { [weak self] station in
                self?.showDock(at: station)
            }
            .store(in: &cancellables)

        _ = map.output.historyTapped
            .receive(on: DispatchQueue.main)
            .handleEvents(receiveOutput: { [weak self] in
                self?.showRideHistory()
            })
    }

    private func showDock(at station: Station) {
        let dock = DockBuilder.build(station: station)
        navigationController.pushViewController(dock, animated: true)
    }

    private func showRideHistory() {
        let history = RideHistoryBuilder.build()
        navigationController.present(UINavigationController(rootViewController: history), animated: true)
    }
}
