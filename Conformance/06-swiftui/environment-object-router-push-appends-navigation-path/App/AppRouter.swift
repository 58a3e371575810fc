import SwiftUI

enum AppRoute: Hashable {
    case trailMap(Trail)
    case permit(Trail)
}

@MainActor
final class AppRouter: ObservableObject {
    @Published var path = NavigationPath()

    func push(_ route: AppRoute) {
        path.append(route)
    }
}
