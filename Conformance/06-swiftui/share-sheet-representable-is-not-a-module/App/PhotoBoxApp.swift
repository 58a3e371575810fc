import SwiftUI

@main
struct PhotoBoxApp: App {
    var body: some Scene {
        WindowGroup {
            AlbumBuilder.build()
        }
    }
}
