import Foundation

final class DocksInteractor {
    private let network: DockNetwork

    init(network: DockNetwork) {
        self.network = network
    }

    func docks() async -> [Dock] {
        await network.docks().sorted { $0.bikes + $0.eBikes > $1.bikes + $1.eBikes }
    }
}
