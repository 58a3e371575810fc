import Foundation

final class BouquetsInteractor {
    private let api: FloristAPI

    init(api: FloristAPI) {
        self.api = api
    }

    func bouquets() async -> [Bouquet] {
        (try? await api.bouquets()) ?? []
    }
}
