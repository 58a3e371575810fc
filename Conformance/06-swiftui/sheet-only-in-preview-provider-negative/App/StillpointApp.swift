import SwiftUI

@main
struct StillpointApp: App {
    private let library = SessionLibrary()

    var body: some Scene {
        WindowGroup {
            SessionsAssembly.assemble(library: library)
        }
    }
}
