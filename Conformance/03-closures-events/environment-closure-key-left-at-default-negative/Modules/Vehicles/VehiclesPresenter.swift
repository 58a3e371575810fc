import Foundation

@MainActor
final class VehiclesPresenter: ObservableObject {
    @Published private(set) var vehicles: [Vehicle] = []

    private let interactor: VehiclesInteractor

    init(interactor: VehiclesInteractor) {
        self.interactor = interactor
    }

    func load() async {
        vehicles = await interactor.vehicles()
    }

    func subtitle(for vehicle: Vehicle) -> String {
        "\(vehicle.year) \(vehicle.make) · \(vehicle.odometerKm.formatted()) km"
    }
}
