import SwiftUI

final class HubBuilder {
    func build() -> AnyView {
        let router = HubRouter()
        let presenter = HubPresenter(router: router)
        return AnyView(HubView(presenter: presenter))
    }
}
