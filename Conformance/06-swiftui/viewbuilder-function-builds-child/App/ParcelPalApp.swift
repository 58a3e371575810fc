import SwiftUI

@main
struct ParcelPalApp: App {
    var body: some Scene {
        WindowGroup {
            ParcelsBuilder.build()
        }
    }
}
