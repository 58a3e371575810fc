import SwiftUI

@main
struct HutbookApp: App {
    private let huts = HutDirectory()

    var body: some Scene {
        WindowGroup {
            HutsBuilder.build(directory: huts)
        }
    }
}
