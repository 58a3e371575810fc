import SwiftUI

enum SpotsBuilder {
    static func build() -> some View {
        let interactor = SpotsInteractor(api: .shared)
        let presenter = SpotsPresenter(interactor: interactor)
        return SpotsView(presenter: presenter)
    }
}
