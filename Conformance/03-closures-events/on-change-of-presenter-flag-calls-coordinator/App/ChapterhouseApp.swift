import SwiftUI

@main
struct ChapterhouseApp: App {
    private let api: AudiobookAPI
    @StateObject private var coordinator: AppCoordinator

    init() {
        let api = AudiobookAPI()
        self.api = api
        _coordinator = StateObject(wrappedValue: AppCoordinator(api: api))
    }

    var body: some Scene {
        WindowGroup {
            Group {
                switch coordinator.flow {
                case .signIn:
                    SignInBuilder.build(api: api)
                case .bookshelf:
                    BookshelfBuilder.build(api: api)
                }
            }
            .environmentObject(coordinator)
        }
    }
}
