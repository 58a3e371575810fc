import SwiftUI

@main
struct SwitchbackApp: App {
    private let guidebook = Guidebook()

    var body: some Scene {
        WindowGroup {
            TrailsBuilder.build(guidebook: guidebook)
        }
    }
}
