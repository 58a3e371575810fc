import Foundation

struct Berth: Equatable {
    let id: String
    let name: String
    let depth: Double
}

struct Booking: Equatable {
    let berthID: String
    let skipper: String
    let nights: Int
}

/// Supplies the marina's berths and the bookings made for each berth.
final class MarinaRepository {

    /// Returns every berth in the marina.
    func berths() -> [Berth] {
        [Berth(id: "a1", name: "Pontoon A", depth: 3.5)]
    }

    /// Returns the bookings made for one berth.
    func bookings(forBerthID berthID: String) -> [Booking] {
        [Booking(berthID: berthID, skipper: "Ines", nights: 2)]
    }
}
