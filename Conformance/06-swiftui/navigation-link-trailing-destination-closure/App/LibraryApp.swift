import SwiftUI

@main
struct LibraryApp: App {
    private let catalog = CatalogService()

    var body: some Scene {
        WindowGroup {
            ShelfBuilder.build(catalog: catalog)
        }
    }
}
