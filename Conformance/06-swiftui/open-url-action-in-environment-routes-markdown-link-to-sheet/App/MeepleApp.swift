import SwiftUI

@main
struct MeepleApp: App {
    private let library = GameLibrary()

    var body: some Scene {
        WindowGroup {
            GameShelfBuilder.build(library: library)
        }
    }
}
