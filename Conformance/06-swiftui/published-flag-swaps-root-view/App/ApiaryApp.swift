import SwiftUI

@main
struct ApiaryApp: App {
    @StateObject private var session = KeeperSession()

    var body: some Scene {
        WindowGroup {
            if session.isSignedIn {
                HivesBuilder.build()
            } else {
                KeeperSignInBuilder.build(session: session)
            }
        }
    }
}
