import SwiftUI

@main
struct SproutApp: App {
    @AppStorage("hasSeenIntro") private var hasSeenIntro = false
    private let greenhouse = Greenhouse()

    var body: some Scene {
        WindowGroup {
            if hasSeenIntro {
                PlantsBuilder.build(greenhouse: greenhouse)
            } else {
                IntroBuilder.build(greenhouse: greenhouse)
            }
        }
    }
}
