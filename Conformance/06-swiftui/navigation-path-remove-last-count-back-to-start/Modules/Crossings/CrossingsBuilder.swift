import SwiftUI

enum CrossingsBuilder {
    @MainActor
    static func build(planner: VoyagePlanner, timetable: FerryTimetable) -> some View {
        let router = CrossingsRouter(planner: planner)
        let interactor = CrossingsInteractor(timetable: timetable)
        let presenter = CrossingsPresenter(interactor: interactor, router: router)
        return CrossingsView(presenter: presenter)
    }
}
