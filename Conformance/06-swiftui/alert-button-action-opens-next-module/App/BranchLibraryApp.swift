import SwiftUI

@main
struct BranchLibraryApp: App {
    var body: some Scene {
        WindowGroup {
            CatalogueBuilder.build(library: .shared)
        }
    }
}
