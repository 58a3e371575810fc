import SwiftUI

@main
struct OakroomApp: App {
    private let store = FurnitureStore()
    private let feedback = FeedbackService()

    var body: some Scene {
        WindowGroup {
            CatalogBuilder.build(store: store, feedback: feedback)
        }
    }
}
