import SwiftUI

@main
struct BoulderBarnApp: App {
    private let accountState = AccountState()

    var body: some Scene {
        WindowGroup {
            GymBuilder.build(state: accountState)
        }
    }
}
