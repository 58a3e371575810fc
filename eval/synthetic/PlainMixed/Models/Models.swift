import Foundation

struct User: Codable, Hashable {
    let id: String
    let name: String
    let bio: String
    let avatarURL: URL?
}

struct ChatThread: Codable, Hashable {
    let id: String
    let participant: User
    let lastMessage: String
    let unreadCount: Int
    let updatedAt: Date
}

struct Message: Codable, Hashable {
    let id: String
    let senderID: String
    let text: String
    let sentAt: Date
}

struct Article: Codable {
    let id: String
    let title: String
    let excerpt: String
    let body: String
    let author: User
    let url: URL
}

struct AppNotification: Codable {
    let id: String
    let text: String
    let threadID: String?
    let createdAt: Date
}

struct AuthResponse: Codable {
    let token: String
    let user: User
}
