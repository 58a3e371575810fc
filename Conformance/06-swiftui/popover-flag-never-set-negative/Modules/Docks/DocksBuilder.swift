import SwiftUI

enum DocksBuilder {
    static func build(network: DockNetwork) -> some View {
        let interactor = DocksInteractor(network: network)
        let router = DocksRouter(network: network)
        let presenter = DocksPresenter(interactor: interactor, router: router)
        return DocksView(presenter: presenter, network: network)
    }
}
