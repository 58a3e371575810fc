import SwiftUI

enum CoopBuilder {
    @MainActor
    static func build(farm: FarmService) -> some View {
        let interactor = CoopInteractor(farm: farm)
        let presenter = CoopPresenter(interactor: interactor)
        return CoopView(presenter: presenter)
    }
}
