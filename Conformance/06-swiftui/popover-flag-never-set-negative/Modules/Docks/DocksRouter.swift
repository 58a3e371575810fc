import SwiftUI

final class DocksRouter {
    private let network: DockNetwork

    init(network: DockNetwork) {
        self.network = network
    }

    func makeDockDetail(for dock: Dock) -> some View {
        DockDetailBuilder.build(dock: dock, network: network)
    }
}
