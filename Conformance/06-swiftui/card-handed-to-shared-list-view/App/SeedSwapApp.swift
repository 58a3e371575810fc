import SwiftUI

@main
struct SeedSwapApp: App {
    private let library = SeedLibraryClient()

    var body: some Scene {
        WindowGroup {
            SeedsBuilder.build(library: library)
        }
    }
}
