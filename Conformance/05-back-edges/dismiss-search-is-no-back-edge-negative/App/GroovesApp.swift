import SwiftUI

@main
struct GroovesApp: App {
    var body: some Scene {
        WindowGroup {
            CratesBuilder.build(catalog: RecordCatalog())
        }
    }
}
