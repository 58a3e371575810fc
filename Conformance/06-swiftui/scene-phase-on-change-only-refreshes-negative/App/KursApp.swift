import SwiftUI

@main
struct KursApp: App {
    @Environment(\.scenePhase) private var scenePhase
    private let rates = RatesService()

    var body: some Scene {
        WindowGroup {
            RatesBuilder.build(rates: rates)
        }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .active:
                Task { await rates.refreshIfStale() }
            case .background:
                rates.persistCache()
            case .inactive:
                break
            @unknown default:
                break
            }
        }
    }
}
