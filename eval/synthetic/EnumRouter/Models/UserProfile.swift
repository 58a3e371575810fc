import Foundation

struct UserProfile: Codable {
    let id: String
    let displayName: String
    let bio: String
    let website: URL?
    let followers: Int
}

struct Person: Codable {
    let id: String
    let name: String
}
