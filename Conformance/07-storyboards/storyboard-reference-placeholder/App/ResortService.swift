import Foundation

struct SlopeStatus: Hashable {
    let name: String
    let difficulty: String
    let isOpen: Bool
}

struct PassOffer: Hashable {
    let title: String
    let price: Decimal
}

final class ResortService {
    static let shared = ResortService()

    func slopes() async -> [SlopeStatus] {
        [
            SlopeStatus(name: "Edelweiss", difficulty: "Blue", isOpen: true),
            SlopeStatus(name: "Black Fox", difficulty: "Black", isOpen: false)
        ]
    }

    func passOffers() async -> [PassOffer] {
        [PassOffer(title: "Day pass", price: 62), PassOffer(title: "3-day pass", price: 168)]
    }

    func purchase(_ offer: PassOffer) async throws -> String {
        "QR-\(UUID().uuidString.prefix(8))"
    }
}
