import SwiftUI

@main
struct NightSkyApp: App {
    private let almanac = SkyAlmanac()

    var body: some Scene {
        WindowGroup {
            SkyBuilder.build(almanac: almanac)
        }
    }
}
