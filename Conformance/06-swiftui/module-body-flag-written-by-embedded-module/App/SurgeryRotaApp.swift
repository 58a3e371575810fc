import SwiftUI

@main
struct SurgeryRotaApp: App {
    var body: some Scene {
        WindowGroup {
            ChairBoardBuilder.build()
        }
    }
}
