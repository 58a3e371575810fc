import SwiftUI

@main
struct LeaflogApp: App {
    private let greenhouse = GreenhouseStore()

    var body: some Scene {
        WindowGroup {
            PlantsBuilder.build(greenhouse: greenhouse)
        }
    }
}
