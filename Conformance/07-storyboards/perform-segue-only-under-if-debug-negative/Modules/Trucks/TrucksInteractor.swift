import Foundation

final class TrucksInteractor {
    private let api: CurbsideAPI

    init(api: CurbsideAPI) {
        self.api = api
    }

    func trucksNearby() async -> [FoodTruck] {
        await api.trucksNearby()
    }
}
