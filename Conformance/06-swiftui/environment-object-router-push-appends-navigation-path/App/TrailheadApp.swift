import SwiftUI

@main
struct TrailheadApp: App {
    @StateObject private var router = AppRouter()
    private let parks = ParkService()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                TrailsBuilder.build(parks: parks)
                    .navigationDestination(for: AppRoute.self) { route in
                        switch route {
                        case .trailMap(let trail):
                            TrailMapBuilder.build(trail: trail, parks: parks)
                        case .permit(let trail):
                            PermitBuilder.build(trail: trail, parks: parks)
                        }
                    }
            }
            .environmentObject(router)
        }
    }
}
