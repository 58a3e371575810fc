import Foundation

protocol StationsInteractorInput: AnyObject {
    func stations() -> [Station]
}

final class StationsInteractor: StationsInteractorInput {

    private let network: DockNetwork

    init(network: DockNetwork) {
        self.network = network
    }

    func stations() -> [Station] {
        network.nearbyStations().sorted { $0.freeBikes > $1.freeBikes }
    }
}
