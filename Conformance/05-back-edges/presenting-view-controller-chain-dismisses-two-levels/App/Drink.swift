import Foundation

struct Drink {
    let name: String
    let basePrice: Decimal
}

enum MilkChoice: String, CaseIterable {
    case whole = "Whole milk"
    case oat = "Oat"
    case none = "No milk"
}

struct DrinkOrder {
    let drink: Drink
    let size: String
    let milk: MilkChoice
    let extraShot: Bool

    var total: Decimal {
        var price = drink.basePrice
        if size == "Large" { price += 0.6 }
        if milk == .oat { price += 0.4 }
        if extraShot { price += 0.5 }
        return price
    }
}
