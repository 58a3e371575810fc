import SwiftUI

enum BedsBuilder {
    static func build(garden: GardenStore) -> some View {
        let interactor = BedsInteractor(garden: garden)
        let presenter = BedsPresenter(interactor: interactor)
        return BedsView(presenter: presenter)
    }
}
