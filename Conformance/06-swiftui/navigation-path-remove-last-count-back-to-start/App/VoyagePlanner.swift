import SwiftUI

enum VoyageStep: Hashable {
    case sailings(Crossing)
    case cabin(Sailing)
}

@MainActor
final class VoyagePlanner: ObservableObject {
    @Published var path: [VoyageStep] = []
}
