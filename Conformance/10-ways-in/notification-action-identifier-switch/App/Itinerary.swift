//
//  Itinerary.swift
//  Contrail
//

import Foundation

struct Flight: Equatable {
    let number: String
    let route: String
    let departs: String
    let gate: String
    let seat: String
}

final class Itinerary {
    static let shared = Itinerary()

    let flights = [
        Flight(number: "CT 218", route: "Lisbon → Reykjavík", departs: "08:40", gate: "B12", seat: "14A"),
        Flight(number: "CT 611", route: "Reykjavík → Halifax", departs: "17:05", gate: "D3", seat: "22C")
    ]

    func flight(number: String) -> Flight? {
        flights.first { $0.number == number }
    }
}
