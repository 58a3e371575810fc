import SwiftUI

enum TrailsBuilder {
    static func build(guidebook: Guidebook) -> some View {
        let interactor = TrailsInteractor(guidebook: guidebook)
        let presenter = TrailsPresenter(interactor: interactor)
        return TrailsView(presenter: presenter, guidebook: guidebook)
    }
}
