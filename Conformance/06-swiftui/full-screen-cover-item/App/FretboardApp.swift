import SwiftUI

@main
struct FretboardApp: App {
    var body: some Scene {
        WindowGroup {
            SongbookBuilder.build(library: SongLibrary.shared)
        }
    }
}
