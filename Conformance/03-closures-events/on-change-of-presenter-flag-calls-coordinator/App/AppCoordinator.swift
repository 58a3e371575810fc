import SwiftUI

@MainActor
final class AppCoordinator: ObservableObject {
    enum Flow {
        case signIn
        case bookshelf
    }

    @Published private(set) var flow: Flow

    init(api: AudiobookAPI) {
        flow = api.hasSession ? .bookshelf : .signIn
    }

    func showSignIn() {
        withAnimation { flow = .signIn }
    }

    func showBookshelf() {
        withAnimation { flow = .bookshelf }
    }
}
