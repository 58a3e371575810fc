import SwiftUI

enum RidesBuilder {
    static func build() -> some View {
        let interactor = RidesInteractor(service: .shared)
        let presenter = RidesPresenter(interactor: interactor)
        return RidesView(presenter: presenter)
    }
}
