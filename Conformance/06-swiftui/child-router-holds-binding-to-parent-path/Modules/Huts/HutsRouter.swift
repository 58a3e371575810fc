import SwiftUI

enum HutRoute: Hashable {
    case hut(Hut)
    case booking(Hut, nights: Int)
}

@MainActor
final class HutsRouter: ObservableObject {
    @Published var path: [HutRoute] = []

    func showHut(_ hut: Hut) {
        path.append(.hut(hut))
    }
}
