import UIKit
import Combine

enum RideRoute: Equatable {
    case station(Station)
    case unlock(Bike)
}

final class RideCoordinator {

    let route = CurrentValueSubject<RideRoute?, Never>(nil)

    private let window: UIWindow
    private let network: DockNetwork
    private let navigationController = UINavigationController()
    private var cancellables = Set<AnyCancellable>()

    init(window: UIWindow, network: DockNetwork) {
        self.window = window
        self.network = network
    }

    func start() {
        route
            .compactMap { $0 }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] route in
                self?.show(route)
            }
            .store(in: &cancellables)

        let stations = StationsBuilder.build(network: network, route: route)
        navigationController.setViewControllers([stations], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func show(_ route: RideRoute) {
        switch route {
        case .station(let station):
            let detail = StationDetailBuilder.build(station: station, network: network, route: self.route)
            navigationController.pushViewController(detail, animated: true)
        case .unlock(let bike):
            let unlock = UnlockBuilder.build(bike: bike, network: network)
            navigationController.present(unlock, animated: true)
        }
    }
}
