import SwiftUI

@main
struct CadenzaApp: App {
    @StateObject private var tabs = StudioTabs()
    private let catalog = StudioCatalog()

    var body: some Scene {
        WindowGroup {
            StudioModule.make(catalog: catalog)
                .environmentObject(tabs)
                .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                    guard let url = activity.webpageURL else { return }
                    tabs.select(forUniversalLink: url)
                }
        }
    }
}
