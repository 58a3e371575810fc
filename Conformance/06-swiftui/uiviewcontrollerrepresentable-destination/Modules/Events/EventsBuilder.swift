import SwiftUI

enum EventsBuilder {
    static func build() -> some View {
        let interactor = EventsInteractor(client: .shared)
        let presenter = EventsPresenter(interactor: interactor)
        return EventsView(presenter: presenter)
    }
}
