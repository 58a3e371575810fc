import SwiftUI

enum SightingsBuilder {
    static func build(logbook: Logbook) -> some View {
        let interactor = SightingsInteractor(logbook: logbook)
        let presenter = SightingsPresenter(interactor: interactor)
        return SightingsView(presenter: presenter)
    }
}
