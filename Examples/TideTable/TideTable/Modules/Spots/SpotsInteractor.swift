import Foundation

final class SpotsInteractor: SpotsInteractorInput {
    weak var output: SpotsInteractorOutput?

    func loadSpots() {
        output?.didLoad(spots: [
            Spot(id: 1, name: "North Jetty", region: "Bay"),
            Spot(id: 2, name: "Long Reef", region: "Point"),
        ])
    }
}
