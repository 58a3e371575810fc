import SwiftUI

enum GardenBuilder {
    static func build() -> some View {
        let interactor = GardenInteractor(store: .shared)
        let presenter = GardenPresenter(interactor: interactor)
        return GardenView(presenter: presenter)
    }
}
