import Observation
import SwiftUI

enum ClinicRoute: Hashable {
    case record(Pet)
    case booking(Pet)
}

@MainActor
@Observable
final class ClinicRouter {
    var path = NavigationPath()

    func navigate(to route: ClinicRoute) {
        path.append(route)
    }
}
