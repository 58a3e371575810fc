import Foundation

struct ParkingZone: Equatable {
    let code: String
    let street: String
    let hourlyRate: Decimal
    let maxHours: Int
}
