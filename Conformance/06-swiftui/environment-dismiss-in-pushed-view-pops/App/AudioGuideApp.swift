import SwiftUI

@main
struct AudioGuideApp: App {
    private let collection = MuseumCollection()

    var body: some Scene {
        WindowGroup {
            GalleriesBuilder.build(collection: collection)
        }
    }
}
