import Foundation

struct EventDetailModel: Decodable {
    let id: String
    let title: String
    let summary: String
    let startsAt: Date
    let endsAt: Date
    let venue: EventVenue
    let ticketPrice: Decimal
    let currencyCode: String
    var isInterested: Bool = false

    private enum CodingKeys: String, CodingKey {
        case id, title, summary, startsAt, endsAt, venue, ticketPrice, currencyCode
    }
}

struct EventVenue: Decodable {
    let name: String
    let address: String
    let latitude: Double
    let longitude: Double
}
