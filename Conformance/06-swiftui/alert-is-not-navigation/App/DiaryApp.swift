import SwiftUI

@main
struct DiaryApp: App {
    var body: some Scene {
        WindowGroup {
            JournalBuilder.build()
        }
    }
}
