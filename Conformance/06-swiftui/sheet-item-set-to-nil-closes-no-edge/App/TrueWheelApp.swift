import SwiftUI

@main
struct TrueWheelApp: App {
    var body: some Scene {
        WindowGroup {
            WorkbenchBuilder.build()
        }
    }
}
