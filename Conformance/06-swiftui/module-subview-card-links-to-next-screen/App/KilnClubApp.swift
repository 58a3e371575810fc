import SwiftUI

@main
struct KilnClubApp: App {
    private let api = StudioAPI()

    var body: some Scene {
        WindowGroup {
            WorkshopsBuilder.build(api: api)
        }
    }
}
