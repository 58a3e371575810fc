import SwiftUI

@main
struct TorqueApp: App {
    @StateObject private var router = GarageRouter()
    private let garage = GarageStore()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                VehiclesBuilder.build(garage: garage)
                    .navigationDestination(for: GarageRoute.self) { route in
                        switch route {
                        case .serviceLog(let vehicle):
                            ServiceLogBuilder.build(vehicle: vehicle, garage: garage)
                        case .warranty(let vehicle):
                            WarrantyBuilder.build(vehicle: vehicle, garage: garage)
                        }
                    }
            }
            .environment(\.openServiceLog, { vehicle in router.path.append(.serviceLog(vehicle)) })
        }
    }
}
