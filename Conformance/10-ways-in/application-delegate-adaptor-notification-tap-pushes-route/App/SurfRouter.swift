import SwiftUI

enum SurfRoute: Hashable {
    case forecast(spotID: Int)
    case logSession(spotID: Int)
}

@MainActor
final class SurfRouter: ObservableObject {
    @Published var path: [SurfRoute] = []

    func push(_ route: SurfRoute) {
        path.append(route)
    }
}
