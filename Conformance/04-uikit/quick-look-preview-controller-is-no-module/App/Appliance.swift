import Foundation

struct Appliance: Equatable {
    let name: String
    let model: String
    let purchased: Date
    let warrantyYears: Int
    let manualFile: String

    var warrantyEnds: Date {
        Calendar.current.date(byAdding: .year, value: warrantyYears, to: purchased) ?? purchased
    }

    var manualURL: URL? {
        Bundle.main.url(forResource: manualFile, withExtension: "pdf")
    }
}

enum HouseholdInventory {
    static let appliances = [
        Appliance(name: "Dishwasher", model: "SMS4HVI33E", purchased: Date(timeIntervalSince1970: 1_640_995_200),
                  warrantyYears: 2, manualFile: "dishwasher-manual"),
        Appliance(name: "Espresso machine", model: "EC685.M", purchased: Date(timeIntervalSince1970: 1_672_531_200),
                  warrantyYears: 3, manualFile: "espresso-manual"),
        Appliance(name: "Heat pump dryer", model: "T8DEE845", purchased: Date(timeIntervalSince1970: 1_688_169_600),
                  warrantyYears: 5, manualFile: "dryer-manual")
    ]
}
