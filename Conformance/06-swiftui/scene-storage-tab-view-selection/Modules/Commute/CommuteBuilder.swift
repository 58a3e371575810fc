import SwiftUI

enum CommuteBuilder {
    static func build(network: TransitNetwork) -> some View {
        let presenter = CommutePresenter(network: network)
        return CommuteView(presenter: presenter, network: network)
    }
}
