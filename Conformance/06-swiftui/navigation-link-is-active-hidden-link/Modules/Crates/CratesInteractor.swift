import Foundation

final class CratesInteractor {
    private let shop: RecordShop

    init(shop: RecordShop) {
        self.shop = shop
    }

    func records(in genre: String) async -> [Record] {
        await shop.crate(genre).sorted { $0.artist < $1.artist }
    }

    func isAvailable(_ record: Record) async -> Bool {
        await shop.isStillInCrate(record)
    }

    var basketCount: Int {
        shop.basket.count
    }
}
