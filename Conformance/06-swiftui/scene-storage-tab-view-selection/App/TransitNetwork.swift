import Foundation

struct Departure: Identifiable, Hashable {
    let id: Int
    let line: String
    let destination: String
    let minutes: Int
}

struct TramLine: Identifiable, Hashable {
    let id: String
    let terminus: String
    let stops: Int
    let hasDisruption: Bool
}

struct TravelTicket: Identifiable, Hashable {
    let id: UUID
    let zone: String
    let validUntil: Date
}

final class TransitNetwork {
    private(set) var tickets: [TravelTicket] = [
        TravelTicket(id: UUID(), zone: "Zones 1-2", validUntil: Date().addingTimeInterval(3_600))
    ]

    func departures(from stop: String) async -> [Departure] {
        [
            Departure(id: 1, line: "4", destination: "Harbour Gate", minutes: 2),
            Departure(id: 2, line: "11", destination: "University", minutes: 6),
            Departure(id: 3, line: "4", destination: "Old Market", minutes: 9)
        ]
    }

    func lines() async -> [TramLine] {
        [
            TramLine(id: "4", terminus: "Harbour Gate – Old Market", stops: 18, hasDisruption: false),
            TramLine(id: "11", terminus: "Central – University", stops: 12, hasDisruption: true)
        ]
    }

    func buyTicket(zone: String) async -> TravelTicket {
        let ticket = TravelTicket(id: UUID(), zone: zone, validUntil: Date().addingTimeInterval(5_400))
        tickets.append(ticket)
        return ticket
    }
}
