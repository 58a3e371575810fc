import Foundation

struct Room {
    let id: String
    let name: String
    var targetCelsius: Double
}

struct HeatingPeriod {
    var from: DateComponents
    var to: DateComponents
    var celsius: Double
}
