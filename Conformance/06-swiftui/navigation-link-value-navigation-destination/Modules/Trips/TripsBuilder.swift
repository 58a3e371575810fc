import SwiftUI

enum TripsBuilder {
    static func build() -> some View {
        let interactor = TripsInteractor(store: .shared)
        let viewModel = TripsViewModel(interactor: interactor)
        return TripsView(viewModel: viewModel)
    }
}
