import Foundation

struct Garage {
    let name: String
    let nextSlot: String
}

final class ServiceCalendar {
    static let shared = ServiceCalendar()
    private(set) var bookings: [String] = ["Golf · MOT · 12 Mar"]

    let garages = [
        Garage(name: "Northside Motors", nextSlot: "Tue 09:00"),
        Garage(name: "Kwik Tyre & Brake", nextSlot: "Wed 14:30")
    ]

    func book(_ garage: Garage) {
        bookings.append("Golf · Service at \(garage.name) · \(garage.nextSlot)")
    }
}
