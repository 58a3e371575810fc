import SwiftUI

@main
struct MatineeApp: App {
    @StateObject private var flow = TicketFlow()
    private let boxOffice = BoxOffice()

    var body: some Scene {
        WindowGroup {
            ShowtimesBuilder.build(flow: flow, boxOffice: boxOffice)
        }
    }
}
