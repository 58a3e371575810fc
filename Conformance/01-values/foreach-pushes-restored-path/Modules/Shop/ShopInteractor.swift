import Foundation

struct BrowsingState: Codable {
    let categoryID: String
    let productSKU: String
}

final class ShopInteractor {
    private let defaults = UserDefaults.standard

    func lastBrowsingState() -> BrowsingState? {
        guard let data = defaults.data(forKey: "shop.browsingState") else {
            return nil
        }
        return try? JSONDecoder().decode(BrowsingState.self, from: data)
    }
}
