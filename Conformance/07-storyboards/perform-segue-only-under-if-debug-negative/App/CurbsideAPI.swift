import Foundation

struct FoodTruck: Hashable {
    let id: Int
    let name: String
    let cuisine: String
    let street: String
}

struct MenuItem: Hashable {
    let name: String
    let price: Decimal
}

final class CurbsideAPI {
    static let shared = CurbsideAPI()

    func trucksNearby() async -> [FoodTruck] {
        [
            FoodTruck(id: 1, name: "Taco Tide", cuisine: "Mexican", street: "Pier Road"),
            FoodTruck(id: 2, name: "Dumpling Drift", cuisine: "Chinese", street: "Market Square"),
            FoodTruck(id: 3, name: "Smoke Stack", cuisine: "Barbecue", street: "Mill Lane")
        ]
    }

    func menu(for truck: FoodTruck) async -> [MenuItem] {
        [MenuItem(name: "\(truck.cuisine) special", price: 9.5), MenuItem(name: "Lemonade", price: 3)]
    }
}

final class FeatureFlagStore {
    static let shared = FeatureFlagStore()

    private(set) var flags: [String: Bool] = ["mapView": false, "applePay": true, "preorders": false]

    func set(_ name: String, _ on: Bool) {
        flags[name] = on
    }
}
