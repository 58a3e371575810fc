import Foundation

final class FleetInteractor {
    private let depot: DepotService

    init(depot: DepotService) {
        self.depot = depot
    }

    func vans() -> [Van] {
        depot.vans.sorted { $0.registration < $1.registration }
    }
}
