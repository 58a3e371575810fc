import SwiftUI

@main
struct KilnLogApp: App {
    @StateObject private var session = SessionModel()

    var body: some Scene {
        WindowGroup {
            if session.isReady {
                FiringLogBuilder.build(studio: session.studioName)
            } else {
                PreheatBuilder.build()
                    .task { await session.refresh() }
            }
        }
    }
}
