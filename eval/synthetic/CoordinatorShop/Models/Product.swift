import Foundation

struct Product: Codable, Equatable {
    let id: String
    let title: String
    let summary: String
    let priceCents: Int
    let imageURL: URL?
}

struct CartItem: Codable, Equatable {
    let product: Product
    var quantity: Int

    var totalCents: Int { product.priceCents * quantity }
}

struct Order: Codable {
    let id: String
    let items: [CartItem]
    let totalCents: Int
    let placedAt: Date
}

enum PriceFormatter {
    private static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        return formatter
    }()

    static func string(cents: Int) -> String {
        formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? "-"
    }
}
