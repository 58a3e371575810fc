import Foundation

struct Gig: Equatable {
    let id: String
    let artist: String
    let venue: String
    let date: Date
    let priceInPence: Int
}

protocol GigService {
    func upcomingGigs() -> [Gig]
}

protocol TicketService {
    func buyTicket(for gig: Gig) -> Bool
}

struct RemoteGigService: GigService {
    func upcomingGigs() -> [Gig] {
        [
            Gig(id: "g-118", artist: "The Lantern Choir", venue: "Corn Exchange", date: Date(timeIntervalSinceNow: 86_400 * 3), priceInPence: 1_800),
            Gig(id: "g-121", artist: "Mossgrove", venue: "The Boileroom", date: Date(timeIntervalSinceNow: 86_400 * 9), priceInPence: 1_250)
        ]
    }
}

struct RemoteTicketService: TicketService {
    func buyTicket(for gig: Gig) -> Bool {
        !gig.id.isEmpty
    }
}
