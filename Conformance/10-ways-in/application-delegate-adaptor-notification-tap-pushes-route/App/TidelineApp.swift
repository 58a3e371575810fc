import SwiftUI

@main
struct TidelineApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            SurfStack(router: appDelegate.router, forecasts: appDelegate.forecasts)
        }
    }
}

struct SurfStack: View {
    @ObservedObject var router: SurfRouter
    let forecasts: ForecastService

    var body: some View {
        NavigationStack(path: $router.path) {
            SpotsBuilder.build(forecasts: forecasts)
                .navigationDestination(for: SurfRoute.self) { route in
                    switch route {
                    case .forecast(let spotID):
                        SpotForecastBuilder.build(spotID: spotID, forecasts: forecasts)
                    case .logSession(let spotID):
                        SurfLogBuilder.build(spotID: spotID, forecasts: forecasts)
                    }
                }
        }
        .environmentObject(router)
    }
}
