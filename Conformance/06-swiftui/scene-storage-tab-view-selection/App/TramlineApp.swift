import SwiftUI

@main
struct TramlineApp: App {
    private let network = TransitNetwork()

    var body: some Scene {
        WindowGroup {
            CommuteBuilder.build(network: network)
        }
    }
}
