import SwiftUI

enum GlazePhotosBuilder {
    @MainActor
    static func build() -> some View {
        GlazePhotosView(presenter: GlazePhotosPresenter(interactor: GlazePhotosInteractor()))
    }
}
