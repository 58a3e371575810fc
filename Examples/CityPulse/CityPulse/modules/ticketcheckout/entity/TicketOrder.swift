import Foundation

enum TicketTier: String, CaseIterable, Encodable {
    case standard
    case premium
    case vip

    var displayName: String {
        return rawValue.capitalized
    }

    var priceMultiplier: Decimal {
        switch self {
        case .standard: return 1
        case .premium: return 1.6
        case .vip: return 2.5
        }
    }
}

struct TicketOrder: Encodable {
    let eventID: String
    let eventTitle: String
    let unitPrice: Decimal
    let currencyCode: String
    var quantity: Int = 1
    var tier: TicketTier = .standard

    var total: Decimal {
        return unitPrice * tier.priceMultiplier * Decimal(quantity)
    }
}
