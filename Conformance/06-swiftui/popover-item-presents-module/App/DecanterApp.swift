import SwiftUI

@main
struct DecanterApp: App {
    var body: some Scene {
        WindowGroup {
            CellarAssembly.assemble()
        }
    }
}
