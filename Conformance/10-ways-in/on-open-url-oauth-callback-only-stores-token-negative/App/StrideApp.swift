import SwiftUI

@main
struct StrideApp: App {
    @StateObject private var pacer = PacerConnection(tokens: TokenStore())
    private let log = RunLog()

    var body: some Scene {
        WindowGroup {
            RunsBuilder.build(log: log, pacer: pacer)
                .onOpenURL { url in
                    // Pacer's OAuth redirect: stride://oauth/callback?code=…&state=…
                    Task { await pacer.completeAuthorization(callback: url) }
                }
        }
    }
}
