import SwiftUI

@main
struct BeanClubApp: App {
    @StateObject private var session = SessionStore(tokens: KeychainTokenStore())

    var body: some Scene {
        WindowGroup {
            if session.loggedIn {
                RewardsBuilder.build(session: session)
            } else {
                SignInBuilder.build(session: session)
            }
        }
    }
}
