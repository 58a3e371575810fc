import SwiftUI

enum ShowsBuilder {
    static func build() -> some View {
        let interactor = ShowsInteractor(feed: .shared)
        let presenter = ShowsPresenter(interactor: interactor)
        return ShowsView(presenter: presenter)
    }
}
