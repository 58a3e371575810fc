import SwiftUI

enum SailingsBuilder {
    @MainActor
    static func build(crossing: Crossing, planner: VoyagePlanner, timetable: FerryTimetable) -> some View {
        let router = SailingsRouter(planner: planner)
        let interactor = SailingsInteractor(timetable: timetable)
        let presenter = SailingsPresenter(crossing: crossing, interactor: interactor, router: router)
        return SailingsView(presenter: presenter)
    }
}

struct SailingsView: View {
    @ObservedObject var presenter: SailingsPresenter

    var body: some View {
        List(presenter.sailings) { sailing in
            Button {
                presenter.didSelect(sailing)
            } label: {
                LabeledContent(presenter.departure(of: sailing), value: sailing.vessel)
            }
        }
        .navigationTitle(presenter.crossing.to)
        .task { await presenter.load() }
    }
}

@MainActor
final class SailingsPresenter: ObservableObject {
    let crossing: Crossing
    @Published private(set) var sailings: [Sailing] = []

    private let interactor: SailingsInteractor
    private let router: SailingsRouter

    init(crossing: Crossing, interactor: SailingsInteractor, router: SailingsRouter) {
        self.crossing = crossing
        self.interactor = interactor
        self.router = router
    }

    func load() async {
        sailings = await interactor.sailings(on: crossing)
    }

    func departure(of sailing: Sailing) -> String {
        sailing.departs.formatted(date: .abbreviated, time: .shortened)
    }

    func didSelect(_ sailing: Sailing) {
        router.showCabins(for: sailing)
    }
}

final class SailingsInteractor {
    private let timetable: FerryTimetable

    init(timetable: FerryTimetable) {
        self.timetable = timetable
    }

    func sailings(on crossing: Crossing) async -> [Sailing] {
        await timetable.sailings(on: crossing)
    }
}

@MainActor
final class SailingsRouter {
    private let planner: VoyagePlanner

    init(planner: VoyagePlanner) {
        self.planner = planner
    }

    func showCabins(for sailing: Sailing) {
        planner.path.append(.cabin(sailing))
    }
}
