import SwiftUI

enum TrailsBuilder {
    static func build(parks: ParkService) -> some View {
        let interactor = TrailsInteractor(parks: parks)
        let presenter = TrailsPresenter(interactor: interactor)
        return TrailsView(presenter: presenter)
    }
}
