import Foundation

struct Topic: Identifiable, Hashable {
    let id: String
    let title: String
    let unreadCount: Int
}

struct Story: Identifiable, Hashable {
    let id: Int
    let headline: String
    let byline: String
    let body: String
}

final class NewsroomAPI {
    func topics() async throws -> [Topic] {
        [
            Topic(id: "world", title: "World", unreadCount: 12),
            Topic(id: "science", title: "Science", unreadCount: 4),
            Topic(id: "sport", title: "Sport", unreadCount: 9)
        ]
    }

    func leadStory(topicID: Topic.ID) async throws -> Story {
        Story(id: 1, headline: "Comet visible to the naked eye this week", byline: "R. Mensah", body: "Look low in the western sky just after sunset…")
    }
}
