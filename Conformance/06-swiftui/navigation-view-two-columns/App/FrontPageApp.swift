import SwiftUI

@main
struct FrontPageApp: App {
    private let newsroom = NewsroomAPI()

    var body: some Scene {
        WindowGroup {
            NewsDeskBuilder.build(api: newsroom)
        }
    }
}
