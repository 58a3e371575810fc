import Foundation

struct EventFeedItem: Decodable {
    let id: String
    let title: String
    let venueName: String
    let category: String
    let startsAt: Date
    let posterURL: URL?

    var formattedDate: String {
        return EventFeedItem.dateFormatter.string(from: startsAt)
    }

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()
}

struct EventFeedResponse: Decodable {
    let city: String
    let events: [EventFeedItem]
}
