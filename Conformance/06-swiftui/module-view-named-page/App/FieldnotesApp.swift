import SwiftUI

@main
struct FieldnotesApp: App {
    var body: some Scene {
        WindowGroup {
            SightingsModule.make()
        }
    }
}
