import SwiftUI

@main
struct PawCareApp: App {
    @State private var router = ClinicRouter()
    private let clinic = ClinicService()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                PetsBuilder.build(clinic: clinic)
                    .navigationDestination(for: ClinicRoute.self) { route in
                        switch route {
                        case .record(let pet):
                            PetRecordBuilder.build(pet: pet, clinic: clinic)
                        case .booking(let pet):
                            VisitBookingBuilder.build(pet: pet, clinic: clinic)
                        }
                    }
            }
            .environment(router)
        }
    }
}
