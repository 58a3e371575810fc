import SwiftUI

@main
struct BakeryApp: App {
    var body: some Scene {
        WindowGroup {
            MenuBuilder.build()
        }
    }
}
