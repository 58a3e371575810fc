import SwiftUI

@main
struct SkiesApp: App {
    var body: some Scene {
        WindowGroup {
            ForecastBuilder.build()
        }
    }
}
