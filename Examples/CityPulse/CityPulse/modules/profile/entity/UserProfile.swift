import Foundation

struct UserProfile: Codable {
    var name: String
    var email: String
    var homeCity: String
    var savedEventIDs: [String]

    var initials: String {
        let parts = name.split(separator: " ").prefix(2)
        return parts.compactMap { $0.first.map(String.init) }.joined().uppercased()
    }

    var isGuest: Bool {
        return email.isEmpty
    }

    mutating func toggleSaved(eventID: String) {
        if let index = savedEventIDs.firstIndex(of: eventID) {
            savedEventIDs.remove(at: index)
        } else {
            savedEventIDs.append(eventID)
        }
    }

    static let guest = UserProfile(name: "Guest", email: "", homeCity: "Lisbon", savedEventIDs: [])
}
