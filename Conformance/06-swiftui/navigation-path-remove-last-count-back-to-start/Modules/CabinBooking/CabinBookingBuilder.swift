import SwiftUI

enum CabinBookingBuilder {
    @MainActor
    static func build(sailing: Sailing, planner: VoyagePlanner, timetable: FerryTimetable) -> some View {
        let router = CabinBookingRouter(planner: planner)
        let interactor = CabinBookingInteractor(timetable: timetable)
        let presenter = CabinBookingPresenter(sailing: sailing, interactor: interactor, router: router)
        return CabinBookingView(presenter: presenter)
    }
}
