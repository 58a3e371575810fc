import SwiftUI

@main
struct FerryApp: App {
    @StateObject private var planner = VoyagePlanner()
    private let timetable = FerryTimetable()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $planner.path) {
                CrossingsBuilder.build(planner: planner, timetable: timetable)
                    .navigationDestination(for: VoyageStep.self) { step in
                        switch step {
                        case .sailings(let crossing):
                            SailingsBuilder.build(crossing: crossing, planner: planner, timetable: timetable)
                        case .cabin(let sailing):
                            CabinBookingBuilder.build(sailing: sailing, planner: planner, timetable: timetable)
                        }
                    }
            }
        }
    }
}
