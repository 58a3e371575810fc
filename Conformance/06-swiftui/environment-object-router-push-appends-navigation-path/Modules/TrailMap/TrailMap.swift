import SwiftUI

enum TrailMapBuilder {
    static func build(trail: Trail, parks: ParkService) -> some View {
        let interactor = TrailMapInteractor(parks: parks)
        let presenter = TrailMapPresenter(trail: trail, interactor: interactor)
        return TrailMapView(presenter: presenter)
    }
}

struct TrailMapView: View {
    @ObservedObject var presenter: TrailMapPresenter
    @EnvironmentObject private var router: AppRouter

    var body: some View {
        List {
            Section("Waypoints") {
                ForEach(presenter.waypoints) { waypoint in
                    LabeledContent(waypoint.name, value: presenter.distance(of: waypoint))
                }
            }
            if presenter.trail.needsPermit {
                Section {
                    Button("Apply for a day permit") {
                        router.push(.permit(presenter.trail))
                    }
                }
            }
        }
        .navigationTitle(presenter.trail.name)
        .task { await presenter.load() }
    }
}

@MainActor
final class TrailMapPresenter: ObservableObject {
    let trail: Trail
    @Published private(set) var waypoints: [Waypoint] = []

    private let interactor: TrailMapInteractor

    init(trail: Trail, interactor: TrailMapInteractor) {
        self.trail = trail
        self.interactor = interactor
    }

    func load() async {
        waypoints = await interactor.waypoints(of: trail)
    }

    func distance(of waypoint: Waypoint) -> String {
        "km \(waypoint.kilometre.formatted(.number.precision(.fractionLength(1))))"
    }
}

final class TrailMapInteractor {
    private let parks: ParkService

    init(parks: ParkService) {
        self.parks = parks
    }

    func waypoints(of trail: Trail) async -> [Waypoint] {
        await parks.waypoints(of: trail)
    }
}
