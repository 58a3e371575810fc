import Foundation

protocol GardenInteractorInput: AnyObject {
    func plants() -> [Plant]
}

final class GardenInteractor: GardenInteractorInput {

    func plants() -> [Plant] {
        PlantStore.shared.load().sorted { $0.nickname < $1.nickname }
    }
}
