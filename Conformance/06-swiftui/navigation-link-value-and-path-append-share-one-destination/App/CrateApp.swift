import SwiftUI

@main
struct CrateApp: App {
    @StateObject private var navigator = ShelfNavigator()
    private let catalog = RecordCatalog()

    var body: some Scene {
        WindowGroup {
            LibraryBuilder.build(catalog: catalog, navigator: navigator)
        }
    }
}
