import SwiftUI

@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            ExhibitionsBuilder.build(museum: .shared)
        }
    }
}
