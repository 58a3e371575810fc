import SwiftUI

@main
struct PressedApp: App {
    private let herbarium = Herbarium()

    var body: some Scene {
        WindowGroup {
            SpecimensBuilder.build(herbarium: herbarium)
        }
    }
}
