import SwiftUI

@main
struct SunroofApp: App {
    private let estimator = SolarEstimator()

    var body: some Scene {
        WindowGroup {
            SetupAssembly.assemble(estimator: estimator)
        }
    }
}
