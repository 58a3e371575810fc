import SwiftUI

@MainActor
final class CrossingsRouter {
    private let planner: VoyagePlanner

    init(planner: VoyagePlanner) {
        self.planner = planner
    }

    func showSailings(for crossing: Crossing) {
        planner.path.append(.sailings(crossing))
    }
}
