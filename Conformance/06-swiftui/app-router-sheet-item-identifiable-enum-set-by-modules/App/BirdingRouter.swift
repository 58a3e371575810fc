import SwiftUI
import Observation

enum BirdingRoute: Hashable {
    case sighting(Sighting)
}

enum BirdingSheet: Identifiable {
    case logSighting
    case speciesGuide(String)

    var id: String {
        switch self {
        case .logSighting:
            return "log-sighting"
        case .speciesGuide(let species):
            return "guide-\(species)"
        }
    }
}

@Observable
final class BirdingRouter {
    var path: [BirdingRoute] = []
    var sheet: BirdingSheet?
}
