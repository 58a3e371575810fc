import Foundation

final class CamerasInteractor {
    private let inventory: CameraInventory

    init(inventory: CameraInventory) {
        self.inventory = inventory
    }

    func cameras() async -> [Camera] {
        await inventory.cameras().sorted { $0.year < $1.year }
    }
}
