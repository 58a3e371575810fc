import Foundation

@MainActor
final class SpotsPresenter: ObservableObject {
    @Published private(set) var spots: [ParkingSpot] = []
    @Published var street = "Main Street"
    @Published var selectedSpot: ParkingSpot?

    private let interactor: SpotsInteractor

    init(interactor: SpotsInteractor) {
        self.interactor = interactor
    }

    func search() async {
        spots = await interactor.spots(near: street)
    }

    func didSelect(_ spot: ParkingSpot) {
        selectedSpot = spot
    }
}
