import SwiftUI

@main
struct FielddayApp: App {
    private let programme = FestivalProgramme()

    var body: some Scene {
        WindowGroup {
            FestivalRootView(programme: programme)
        }
    }
}
