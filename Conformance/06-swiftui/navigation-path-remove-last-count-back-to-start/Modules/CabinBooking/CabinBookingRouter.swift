import SwiftUI

@MainActor
final class CabinBookingRouter {
    private let planner: VoyagePlanner

    init(planner: VoyagePlanner) {
        self.planner = planner
    }

    func backToSailings() {
        planner.path.removeLast()
    }

    func backToStart() {
        planner.path.removeLast(planner.path.count)
    }
}
