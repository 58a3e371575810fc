import Foundation

final class TankInteractor {
    private let tankID: String
    private let store: AquariumStore

    init(tankID: String, store: AquariumStore) {
        self.tankID = tankID
        self.store = store
    }

    func name() async -> String {
        await store.tankName(tankID)
    }

    func livestock() async -> [Fish] {
        await store.livestock(in: tankID)
    }
}
