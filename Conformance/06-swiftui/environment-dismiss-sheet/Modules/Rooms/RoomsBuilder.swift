import SwiftUI

enum RoomsBuilder {
    static func build() -> some View {
        let interactor = RoomsInteractor(service: .shared)
        let presenter = RoomsPresenter(interactor: interactor)
        return RoomsView(presenter: presenter)
    }
}
