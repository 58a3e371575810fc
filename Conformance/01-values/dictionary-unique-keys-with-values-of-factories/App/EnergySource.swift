import Foundation

enum EnergySource: String, CaseIterable {
    case solar = "Solar panels"
    case battery = "Home battery"
    case grid = "Grid import"
}

struct EnergyReading {
    let source: EnergySource
    let kilowatts: Double
}
